import type { CityInput } from "@/lib/content/schema";

const city: CityInput = {
  template: "standard",
  slug: "winter-springs",
  name: "Winter Springs",
  county: "Seminole",
  distanceFromDeland: 28,
  driveMinutes: 40,
  description:
    "Winter Springs families are about 28 miles from our DeLand shop. Student laptops, family desktops, photo recovery and whole-home Wi-Fi visits.",
  meta: {
    title: "Laptop and Desktop Computer Repair in Winter Springs",
    description:
      "Computer repair for Winter Springs households: school laptops, family PCs, photo recovery and whole-home Wi-Fi. 28 miles from DeLand, or onsite.",
  },
  h1: "Laptop and Desktop Computer Repair in Winter Springs",
  intro:
    "Winter Springs is roughly 28 miles from our downtown DeLand counter, about 40 minutes by SR 417 and I-4 or by heading north on US 17/92.",
  sections: [
    {
      heading: "Three ways to get here from Winter Springs",
      paragraphs: [
        "The best road depends on which side of the city you call home. From the neighborhoods east of Tuskawilla Road, most people take SR 417 north (it is a toll road) to where it meets I-4 near Sanford, then ride I-4 across Lake Monroe toward Daytona and exit at SR 472 or SR 44 for DeLand. If you live on the west side, closer to US 17/92, SR 434 west to I-4 at Longwood is usually just as quick and costs nothing.",
        "Prefer to stay off the interstate altogether? US 17/92 runs north through Sanford, DeBary and Orange City and eventually becomes Woodland Boulevard, the street our shop is on. It has more stoplights, but it is an easy drive with no merging. Any of the three works out to about 28 miles and 40 minutes, and all of them end at {street}.",
      ],
    },
    {
      heading: "Family computers, school laptops and the photo archive",
      paragraphs: [
        "Winter Springs is mostly neighborhoods, so what reaches us from here usually belongs to a household rather than a company. A typical week might bring in a teenager's laptop with a cracked screen, a parent's work machine that has become painfully slow, and the old tower in the spare bedroom that nobody dares to turn off because ten years of pictures live on it.",
        "Those pictures are the part people worry about most. If a hard drive has started clicking, or the computer will no longer start, stop trying and bring it in, because every attempt can make things worse. Logical recovery, for deleted files or a drive that still spins but will not open, starts around $149 and usually takes 24 to 48 hours. A physically damaged drive costs more, generally $299 to $899 over three to seven days. In both cases the rule is simple: no recovery, no fee. Once the files are safe, we can set up a backup so it does not happen twice.",
      ],
    },
    {
      heading: "Why Wi-Fi problems often turn into house calls",
      paragraphs: [
        "Bigger homes near Lake Jesup and around Central Winds Park share a familiar complaint: the internet is perfect in the kitchen and useless in the back bedroom or out on the patio. That is not something we can repair at a counter in DeLand. With onsite service, a technician walks the house, checks where the router sits and what is connected to it, and then recommends or installs equipment that actually covers the space. Call to book; visits run Monday through Saturday, and Wi-Fi appointments are usually on the calendar within 24 to 48 hours.",
      ],
    },
    {
      heading: "Fitting a repair into a busy week",
      paragraphs: [
        "Between school pickups and commutes to Orlando or Lake Mary, few Winter Springs parents have a spare weekday afternoon. A Saturday morning is often the easiest time to drop something off ({hours}). While you are at the counter we do a free quick check and write up an estimate, and nothing is repaired until you approve it. If a fault needs deeper testing, the $49 in-depth diagnostic fee is credited in full toward the repair.",
        "Most jobs are ready within one to three business days, and we will let you know when yours is done so the second drive only happens once. Students in the family should mention it, since we offer a student discount, and if a laptop will be out of action for a few days, ask whether loaner equipment is available for schoolwork in the meantime.",
      ],
    },
  ],
  servicesChecklist: [
    "Whole-home Wi-Fi installation and dead-spot fixes",
    "Student laptop repair with a student discount",
    "Cracked laptop screen replacement",
    "Recovery of family photos from failing drives",
    "Virus removal and tune-ups from $89",
    "Backup setup after a scare",
    "Onsite visits Monday to Saturday by appointment",
  ],
};

export default city;
