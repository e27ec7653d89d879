import type { CityInput } from "@/lib/content/schema";

const city: CityInput = {
  template: "standard",
  slug: "altamonte-springs",
  name: "Altamonte Springs",
  county: "Seminole",
  distanceFromDeland: 27,
  driveMinutes: 40,
  description:
    "About 27 miles up I-4 from Altamonte Springs. Work laptops, home-office desktops and MacBooks repaired in DeLand, plus onsite network help by appointment.",
  meta: {
    title: "Laptop and Desktop Computer Repair in Altamonte Springs",
    description:
      "Altamonte Springs laptop, desktop and MacBook repair: free quick check, most fixes in 24–48 hours, onsite Wi-Fi and office help. 27 miles up I-4.",
  },
  h1: "Laptop and Desktop Computer Repair in Altamonte Springs",
  intro:
    "From Altamonte Springs our shop is about 27 miles north, a straight run up I-4 that usually takes around 40 minutes outside rush hour.",
  sections: [
    {
      heading: "The drive up I-4 from Altamonte",
      paragraphs: [
        "Almost everyone coming from Altamonte Springs uses the interstate. Get on I-4 toward Daytona at the SR 436 interchange, or at SR 434 if you live on the north side of town, cross Lake Monroe past Sanford and keep going into Volusia County. Leave at SR 472 or SR 44 and follow the signs into downtown DeLand. {name} is on Woodland Boulevard at {street}, a short walk from the courthouse and the shops on the main street.",
        "US 17/92 connects the two cities as well, and some people like it because there are no merges. Between the traffic lights in Casselberry, Sanford and DeBary it is noticeably slower, though. Whichever way you choose, a quick call to {phone} before you set out lets us know what is coming and whether a part has to be ordered first, which can save you a second trip.",
      ],
    },
    {
      heading: "What Altamonte Springs brings to our bench",
      paragraphs: [
        "Altamonte is a city of office parks, medical practices, apartment communities along SR 436 and plenty of people who carry their job home in a laptop bag. The repairs we see from here reflect that. Screens crack on laptops that ride in a car every day, batteries stop lasting through a meeting, charging ports work loose from years of plugging into a docking station, and hinges finally give out. We replace screens on most Windows laptops and on MacBooks, and a standard battery replacement starts at $49 and usually takes one to two hours.",
        "Home offices around Cranes Roost Park and the Uptown Altamonte area tend to send a different kind of job: the desktop that holds the household bookkeeping, years of family photos and a printer that only works on some days. A basic virus removal and tune-up starts at $89, and a more thorough cleanup with updates and startup work typically runs $129 to $199. When a drive has failed, data recovery begins around $149 for logical problems, and if we cannot get your files back you do not pay for the attempt.",
      ],
    },
    {
      heading: "One trip in, one trip home",
      paragraphs: [
        "Because Altamonte is not around the corner, we try to keep it to two visits: drop-off and pickup. At the counter a technician does a free quick check and gives you an estimate before anything is touched. For faults that are not obvious, in-depth diagnostics cost $49, and that amount is credited in full toward the repair if you go ahead. Most repairs are finished within 24 to 48 hours, and simple jobs are often ready the same day, so if you arrive in the morning and have errands in DeLand, ask whether it is worth waiting.",
        "We are open {hours}. For people who work weekdays in Altamonte or Maitland, the Saturday window is usually the easiest time to drop off and collect. We send an e-mail when the machine is ready, and messages to us are answered within two to four business hours.",
      ],
    },
    {
      heading: "When it makes more sense for us to come to you",
      paragraphs: [
        "Some problems do not live inside the computer. A router that drops out every evening, a printer that vanished from the network, or a small office where three PCs suddenly stopped seeing the shared folder are usually quicker to solve where the equipment is. Onsite visits are arranged by phone for any day from Monday to Saturday, and Wi-Fi calls are normally scheduled within 24 to 48 hours. Altamonte Springs is well inside our {radius}-mile service area, so describe what you are seeing when you call and we will tell you honestly whether a visit or a drop-off will get you running sooner.",
      ],
    },
  ],
  servicesChecklist: [
    "Laptop screen replacement for work and personal laptops",
    "Battery replacement from $49, often ready in an hour or two",
    "Charging port and docking-station power faults",
    "Virus removal and tune-ups for home-office PCs",
    "Data recovery from failed drives, no recovery no fee",
    "MacBook and Apple laptop repair",
    "Onsite network, printer and Wi-Fi troubleshooting",
    "Memory and SSD upgrades for older desktops",
  ],
};

export default city;
