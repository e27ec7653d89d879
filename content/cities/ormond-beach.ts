import type { CityInput } from "@/lib/content/schema";

const city: CityInput = {
  template: "standard",
  slug: "ormond-beach",
  name: "Ormond Beach",
  county: "Volusia",
  distanceFromDeland: 29,
  driveMinutes: 40,
  description:
    "Ormond Beach is 29 miles from the shop. Seasonal residents and retirees count on us for scam cleanup, swollen batteries, photo backups and house calls.",
  meta: {
    title: "Laptop and Desktop Computer Repair in Ormond Beach",
    description:
      "Ormond Beach computer repair: scam and virus cleanup, swollen laptop batteries, photo backup and onsite house calls, 29 miles away in DeLand.",
  },
  h1: "Laptop and Desktop Computer Repair in Ormond Beach",
  intro:
    "Ormond Beach is 29 miles from downtown DeLand, about 40 minutes by I-95 and I-4, and we also make house calls there by appointment.",
  sections: [
    {
      heading: "Which way to come",
      paragraphs: [
        "Most Ormond drivers take Granada Boulevard west to I-95, go south to the I-4 interchange, and follow I-4 toward Orlando as far as the SR 44 exit. Turn west onto SR 44; as it enters DeLand it becomes New York Avenue and runs straight to Woodland Boulevard, a few steps from the shop at {street}. Allow about 40 minutes.",
        "If you live out west of the interstate and would rather avoid highway traffic, there is a slower, prettier option: SR 40 west to US 17 at Barberville, then south through De Leon Springs into DeLand. It adds a little time but keeps you on quiet two-lane roads the whole way.",
      ],
    },
    {
      heading: "Back for the season? Check the laptop first",
      paragraphs: [
        "Ormond has a large community of seasonal residents, and we see the same thing every autumn. A laptop left in a closed-up condo or house through a Florida summer comes back to life with months of updates to install, a browser nobody has signed into since spring, and sometimes a battery that has swollen in the heat. A swollen battery can push up the keyboard or trackpad or make the case bulge. Stop using the machine and do not charge it; battery replacement starts from $49 and usually takes one to two hours.",
        "If you leave for the summer, the better plan is to shut the computer down completely and store it somewhere that stays cool. Drop it off before you go and we are happy to look it over.",
      ],
    },
    {
      heading: "Scam calls, fake pop-ups and hacked e-mail",
      paragraphs: [
        "Retirees along the beachside and in Ormond's golf communities are favorite targets for tech-support scammers. A warning screen that will not close, a caller who says your computer is sending out viruses, an e-mail account that suddenly sends spam to everyone you know: these are all common, and none of them is your fault.",
        "Our virus removal and tune-up service, from $89 for a basic cleanup and $129–199 for a comprehensive one, removes the malware and any remote-control software a scammer may have installed, and it is backed by a 30-day guarantee. We also help you regain control of a hijacked e-mail account and set up stronger passwords. If you already gave a card number to a caller, call your bank first, then bring the computer to us.",
      ],
    },
    {
      heading: "Photos, family files and house calls",
      paragraphs: [
        "Grandchildren's pictures, decades of scanned documents and snapshots from family visits to The Casements all tend to live on one aging hard drive with no copy anywhere else. We can set up an automatic backup before something fails. If it already has, our data recovery service starts from about $149 for logical problems and $299–899 when the drive is physically damaged, with no fee if we cannot recover your files.",
        "Not everyone wants to drive to DeLand and back, and some machines, like a desktop with a printer, scanner and external drives attached, are easier to fix where they sit. Book an onsite visit by calling {phone}, Monday through Saturday. A technician will come to your home near Tomoka State Park, on the beachside or anywhere in between.",
      ],
    },
  ],
  servicesChecklist: [
    "Onsite house calls in Ormond Beach",
    "Tech-support scam and malware removal",
    "Swollen laptop battery replacement",
    "Hacked e-mail account recovery help",
    "Automatic photo and file backup setup",
    "Data recovery from failed hard drives",
    "Post-summer checkups for seasonal residents",
  ],
};

export default city;
