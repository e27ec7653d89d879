import type { CityInput } from "@/lib/content/schema";

const city: CityInput = {
  template: "standard",
  slug: "orange-city",
  name: "Orange City",
  county: "Volusia",
  distanceFromDeland: 8,
  driveMinutes: 15,
  description:
    "Just 8 miles north on US 17/92. Orange City neighbors come to us for scam and virus cleanup, quick battery swaps and patient help with new computers.",
  meta: {
    title: "Laptop and Desktop Computer Repair in Orange City",
    description:
      "Orange City computer help 8 miles up US 17/92: scam pop-up and virus removal, laptop batteries from $49, new computer setup and onsite visits.",
  },
  h1: "Laptop and Desktop Computer Repair in Orange City",
  intro:
    "Orange City is our closest neighbor to the south: about 8 miles, or a 15-minute drive, straight up US 17/92 to our door in downtown DeLand.",
  sections: [
    {
      heading: "One road, door to door",
      paragraphs: [
        "Few trips are simpler. The main road through Orange City, Volusia Avenue, is US 17/92, and so is Woodland Boulevard in DeLand, where the shop sits at {street}. Head north, pass the SR 472 intersection, stay in the same lanes through the south end of DeLand, and you are downtown. No interstate, no turns to remember, and on a normal weekday it takes about 15 minutes.",
        "That short distance changes how people use us. Orange City customers often pop in with a question rather than a broken machine: is this e-mail real, why is the laptop so hot, is it worth fixing a computer this old? We are happy to take a quick look at the counter for free and give you a straight answer, even when the answer is that nothing needs fixing.",
      ],
    },
    {
      heading: "Fake warnings, scam calls and what to do about them",
      paragraphs: [
        "Many Orange City households are retirees, and they are exactly who tech-support scammers target. The pattern is familiar: a loud pop-up claims the computer is infected and tells you to call a number, or someone phones pretending to be from Microsoft or your bank and asks you to install a program so they can help. If that has happened to you, do not call the number and do not let anyone connect remotely. Turn the computer off and bring it in.",
        "If a scammer already got in, we remove whatever they installed, check for remote-access tools they may have left behind, clean out the browser, and walk you through which passwords to change. Our virus removal and tune-up starts from $89 for a basic cleanup, with a more thorough $129–199 option for machines that have been badly compromised, and it comes with a 30-day guarantee. We explain what we found in plain language, not jargon.",
      ],
    },
    {
      heading: "Quick jobs you can wait for",
      paragraphs: [
        "Because the drive is so short, a lot of Orange City repairs happen in one visit. A standard laptop battery replacement starts from $49 and usually takes one to two hours, which is about enough time for lunch and a walk along Woodland Boulevard before you pick it up. Simple fixes such as a loose power connection or a stuck update are often handled the same day.",
        "Bigger jobs, like a failed hard drive or a cracked screen, usually take 24–48 hours. When something needs a closer look, in-depth diagnostics cost $49 and the whole amount is credited toward the repair if you go ahead. You approve the price before any work starts.",
      ],
    },
    {
      heading: "When it is easier for us to come to you",
      paragraphs: [
        "Not everyone wants to unplug a desktop, carry a tower and monitor to the car, and wrestle the cables back in afterwards. For those customers we offer onsite service in Orange City, booked by phone at {phone}, Monday through Saturday. A technician can set up a new computer, move your photos and documents across from the old one, get the printer talking to the Wi-Fi again, and show you how your backups work.",
        "Winter visitors who come for the manatees at Blue Spring State Park sometimes fill a memory card or a phone with photos and then cannot find them on the computer. Getting those pictures off the card, organized, and backed up is the kind of small, satisfying job we like doing. If a card or drive has actually failed, our data recovery service starts from about $149, and if we cannot recover your files, you do not pay.",
      ],
    },
  ],
  servicesChecklist: [
    "Tech-support scam and pop-up cleanup",
    "Virus removal and tune-up from $89",
    "Laptop battery replacement while you wait",
    "New computer setup and file transfer",
    "Onsite help at Orange City homes",
    "Printer and home Wi-Fi connection fixes",
    "Photo backup and memory card recovery",
  ],
};

export default city;
