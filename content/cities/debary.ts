import type { CityInput } from "@/lib/content/schema";

const city: CityInput = {
  template: "standard",
  slug: "debary",
  name: "DeBary",
  county: "Volusia",
  distanceFromDeland: 15,
  driveMinutes: 25,
  description:
    "DeBary is 15 miles from the shop by I-4 or US 17/92. Help for hybrid workers' home networks, spilled-on laptops and everyday PC and Mac repairs.",
  meta: {
    title: "Laptop and Desktop Computer Repair in DeBary",
    description:
      "DeBary laptop and PC repair 15 miles north in DeLand: water-damaged laptops, work-from-home Wi-Fi, screens and batteries, plus onsite visits.",
  },
  h1: "Laptop and Desktop Computer Repair in DeBary",
  intro:
    "Our DeLand shop is about 15 miles north of DeBary, a 25-minute trip whether you take I-4 or stay on US 17/92 through Orange City.",
  sections: [
    {
      heading: "Two ways up from DeBary",
      paragraphs: [
        "The interstate is the faster choice for most of town. Get on I-4 eastbound at the Dirksen Drive interchange, ride it past Deltona to the SR 472 exit, then follow SR 472 to US 17/92 and turn north. From there it is one straight shot up Woodland Boulevard into downtown DeLand.",
        "If I-4 is backed up, or you simply prefer surface streets, US 17/92 runs from DeBary all the way to our front door. You will pass through Orange City and its traffic lights, so allow a few extra minutes, but you cannot get lost: the shop is on the same highway, at {street}, a few blocks south of Stetson University.",
      ],
    },
    {
      heading: "SunRail days and work-from-home days",
      paragraphs: [
        "DeBary has the northern end of the SunRail line, and a lot of residents split the week between the train to Orlando and a desk at home. The laptop that rides in a bag every other day picks up its own set of problems: a cracked screen from a bump on the platform, a hinge that loosened from opening and closing, a battery that no longer lasts through the commute. Battery replacements start from $49 and usually take one to two hours.",
        "On the home-office days, the weak link is often the network. If calls drop in one room and not another, or the connection fades every afternoon, our Wi-Fi troubleshooting service can sort it out, usually with a visit within 24–48 hours. Phone {phone} to book an onsite appointment, Monday through Saturday, and a technician will test the whole house rather than guess from a single speed test.",
      ],
    },
    {
      heading: "Spills near the water, and the 24-hour rule",
      paragraphs: [
        "Between Gemini Springs Park, the St. Johns River and Lake Monroe, DeBary is a town that lives close to the water, and laptops get caught in the crossfire: a drink knocked over on the back porch, an afternoon storm through an open window, a bag left on a boat deck. What you do in the first hours matters more than anything we do later.",
        "Unplug the charger, hold the power button until the machine shuts off, and do not try to turn it back on to check whether it still works. Skip the bag of rice. Bring it to us as soon as you can: laptops we see within 24 hours have a success rate above 80%, and the first 24–48 hours are the critical window. Basic cleaning typically runs $150–300, with more extensive board work from $300–600 if corrosion has set in.",
      ],
    },
    {
      heading: "Planning the trip",
      paragraphs: [
        "We are open {hours}. If you would rather describe the problem first, send us an e-mail at {email}; replies usually come back within 2–4 business hours, so you know roughly what to expect before you make the drive. At the counter, the first look and estimate are free.",
        "Most repairs are completed in 24–48 hours, and when one runs longer we can often lend you a loaner so work does not stop. Plenty of DeBary households, especially in the established neighborhoods near the river, are still running a desktop bought ten years ago. Bring it along and we will tell you honestly whether an upgrade makes sense or whether the money is better spent on something new.",
      ],
    },
  ],
  servicesChecklist: [
    "Water-damaged laptop cleaning and repair",
    "Home-office Wi-Fi troubleshooting",
    "Onsite computer service in DeBary",
    "Laptop screen and hinge replacement",
    "Battery replacement for commuter laptops",
    "Virus and spyware removal",
    "Desktop upgrades and honest replace-or-repair advice",
  ],
};

export default city;
