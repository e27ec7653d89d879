import type { CityInput } from "@/lib/content/schema";

const city: CityInput = {
  template: "standard",
  slug: "daytona-beach",
  name: "Daytona Beach",
  county: "Volusia",
  distanceFromDeland: 23,
  driveMinutes: 35,
  description:
    "A 23-mile drive west on US 92. Daytona Beach students, beachside renters and local businesses bring us sandy laptops, dead drives and overheating PCs.",
  meta: {
    title: "Laptop and Desktop Computer Repair in Daytona Beach",
    description:
      "Daytona Beach laptop repair and data recovery, 23 miles west on US 92: sand and salt-air damage, student discounts, drive recovery from about $149.",
  },
  h1: "Laptop and Desktop Computer Repair in Daytona Beach",
  intro:
    "It is 23 miles and about 35 minutes from Daytona Beach to our counter in DeLand, most of it a straight run west on International Speedway Boulevard.",
  sections: [
    {
      heading: "International Speedway Boulevard, start to finish",
      paragraphs: [
        "The road that gives the city its best-known address also brings you to us. Pick up International Speedway Boulevard, which is US 92, anywhere in Daytona and head west: past the Speedway and the airport, out beyond I-95, then through open farm and forest country for the last stretch into DeLand. When you reach Woodland Boulevard, turn right and drive north into downtown; we are at {street}.",
        "During Speedweeks, Bike Week and other big race weekends, the blocks around the track can crawl. On those days it is usually quicker to take I-95 to I-4 westbound and exit at SR 44, which becomes New York Avenue and meets Woodland Boulevard a few doors from the shop.",
      ],
    },
    {
      heading: "What the beach does to a laptop",
      paragraphs: [
        "Living near the ocean is hard on electronics in ways most people do not notice until something fails. Fine sand works its way under keys and into cooling fans, so a laptop that used to run quietly starts roaring and shutting itself down. Salt in the air settles on metal contacts, and the first place it shows up is usually the charging port: the cable has to be held at just the right angle, then one day it stops charging at all.",
        "A professional cleaning of the fan and heat sink often cures the overheating. Charging port repairs typically cost $75–150 when the port is a separate part, and $150–250 when it is built into the main board, usually finished within one to two business days. If a beach bag took on seawater, treat it as water damage: power it off and bring it in within 24 hours, when our success rate is above 80%.",
      ],
    },
    {
      heading: "Embry-Riddle, Bethune-Cookman and Daytona State students",
      paragraphs: [
        "Daytona is a college town as much as a beach town, and students make up a big share of the laptops we see from here. Engineering and aviation coursework at Embry-Riddle pushes machines hard, and a failing battery or a dying fan shows up at the worst possible moment, usually the week before finals. Bethune-Cookman and Daytona State students bring in cracked screens, broken hinges and virus infections picked up from sketchy downloads.",
        "Ask about our student discount when you drop the laptop off. A standard battery swap starts from $49 and takes an hour or two, and most other repairs are done within 24–48 hours. If your laptop has to stay with us longer, ask about a loaner so you can keep up with assignments in the meantime.",
      ],
    },
    {
      heading: "When the data matters more than the machine",
      paragraphs: [
        "A laptop can be replaced; a semester of notes, a small business's invoices or years of family photos often cannot. Our data recovery service starts from about $149 for logical problems like deleted files or a corrupted drive, typically in 24–48 hours, while physical failures run $299–899 and take three to seven days. If nothing can be recovered, there is no fee.",
        "Daytona businesses that cannot close up shop for a morning can book onsite service instead: call {phone}, Monday to Saturday, and a technician will come to you. Or e-mail {email} with a description of the problem and we will usually reply within 2–4 business hours.",
      ],
    },
  ],
  servicesChecklist: [
    "Sand and salt-air cleaning for overheating laptops",
    "Laptop charging port repair",
    "Student laptop repair with student discount",
    "Data recovery from failed drives",
    "Water-damaged laptop repair",
    "Virus and spyware removal",
    "Onsite computer repair for Daytona businesses",
    "Gaming PC builds and upgrades",
  ],
};

export default city;
