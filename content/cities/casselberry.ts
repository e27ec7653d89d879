import type { CityInput } from "@/lib/content/schema";

const city: CityInput = {
  template: "standard",
  slug: "casselberry",
  name: "Casselberry",
  county: "Seminole",
  distanceFromDeland: 29,
  driveMinutes: 42,
  description:
    "Casselberry sits on US 17/92, the same highway as our shop, 29 miles south. Upgrades for older PCs, pop-up cleanup and help for small businesses.",
  meta: {
    title: "Laptop and Desktop Computer Repair in Casselberry",
    description:
      "Casselberry PC and laptop repair: SSD and memory upgrades, pop-up and spyware cleanup, small-business computers. 29 miles north on US 17/92 in DeLand.",
  },
  h1: "Laptop and Desktop Computer Repair in Casselberry",
  intro:
    "Casselberry is about 29 miles from our shop and sits on the same highway, US 17/92, though most people make the trip in around 40 minutes by I-4.",
  sections: [
    {
      heading: "Same highway, two ends",
      paragraphs: [
        "Here is a fact that surprises a lot of Casselberry residents: the US 17/92 that passes Lake Concord and the shopping centers in the middle of town is the very same road as Woodland Boulevard in DeLand, where {name} has its storefront at {street}. Follow the US 17/92 signs north through Longwood, Sanford, DeBary and Orange City and you will end up at our door. It is a pleasant, simple drive, but with all the traffic lights it can stretch to an hour.",
        "If time matters more than scenery, take SR 436 west to I-4 at Altamonte Springs, head toward Daytona over Lake Monroe, and exit at SR 472. From there, US 17/92 north carries you into downtown DeLand. That way it is about 29 miles and usually 40 to 45 minutes.",
      ],
    },
    {
      heading: "Keeping a good older computer going",
      paragraphs: [
        "Casselberry has many established neighborhoods, and with them plenty of computers that have served a household faithfully for six, eight or ten years. Often these machines are not broken so much as tired. A desktop that takes five minutes to start can frequently feel new again with a solid-state drive in place of the old hard disk and a bit more memory, for far less than a replacement. We will tell you plainly when an upgrade is worth doing and when your money is better spent on something new.",
        "Pop-ups are the other common complaint. A window that suddenly fills the screen, claims your computer is infected and gives you a number to call is a scam; close the browser, do not call, and bring the computer in. Our spyware removal and virus cleanup begins at $89 for a basic job, runs $129 to $199 for a comprehensive one, and comes with a 30-day guarantee.",
      ],
    },
    {
      heading: "Small shops along the corridor",
      paragraphs: [
        "The businesses lining US 17/92 and SR 436 through Casselberry, from salons and insurance offices to auto shops and restaurants, usually run on one or two PCs and a printer that everyone depends on. When one of them fails, closing for a day costs real money. For a single machine, drop it off and we will aim for the 24 to 48 hours most repairs take; same-day is often possible. When the problem is the network, a shared printer, or several computers at once, it is usually faster for a technician to come out. Onsite appointments are made by phone and are available Monday through Saturday.",
      ],
    },
    {
      heading: "What to bring, and what happens next",
      paragraphs: [
        "Bring the charger along with any laptop, and the password if you are comfortable sharing it, since we need to sign in to test a repair properly. At the counter a technician performs a free quick check and gives you an estimate; no work starts until you say yes. Faults that need deeper testing go through in-depth diagnostics for $49, credited in full toward the repair.",
        "We are open {hours}. Most work is finished in one to three business days, and you will hear from us as soon as it is ready. Questions sent by e-mail get a reply within two to four business hours, so you do not need to drive 29 miles just to ask one.",
      ],
    },
  ],
  servicesChecklist: [
    "SSD and memory upgrades for older desktops and laptops",
    "Scam pop-up, spyware and virus removal",
    "Small-business PC and printer troubleshooting",
    "Onsite network visits Monday to Saturday",
    "Desktop power supply and hardware repair",
    "Laptop screen, keyboard and battery replacement",
    "Data backup before and after repairs",
  ],
};

export default city;
