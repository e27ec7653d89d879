import type { CityInput } from "@/lib/content/schema";

const city: CityInput = {
  template: "standard",
  slug: "oviedo",
  name: "Oviedo",
  county: "Seminole",
  distanceFromDeland: 32,
  driveMinutes: 45,
  description:
    "Oviedo and UCF-area students are about 32 miles from us. Student discounts, spill rescues, charging ports, data recovery and gaming PC builds in DeLand.",
  meta: {
    title: "Laptop and Desktop Computer Repair in Oviedo",
    description:
      "Oviedo and UCF-area laptop repair with a student discount: spills, charging ports, batteries, lost coursework and gaming PCs. About 45 minutes away.",
  },
  h1: "Laptop and Desktop Computer Repair in Oviedo",
  intro:
    "Oviedo is about 32 miles south of our DeLand shop, a trip of roughly 45 minutes for most students and residents coming up SR 417 and I-4.",
  sections: [
    {
      heading: "Built around UCF and Seminole State schedules",
      paragraphs: [
        "A big share of the people who find us from Oviedo study or work at the University of Central Florida, just south of town, or at Seminole State College's Oviedo campus. Student laptops lead hard lives. They get dropped in backpacks, charged from the floor of a lecture hall, carried across campus in afternoon thunderstorms and left on dorm beds where they cannot breathe. The damage follows a pattern: cracked screens, loose or dead charging ports, swollen batteries, keyboards full of coffee and machines slowed to a crawl by browser extensions and free downloads.",
        "Bring your student ID, because students get a discount. A battery swap starts at $49 and usually takes one to two hours, short enough to handle while you get lunch downtown. Charging port repairs run about $75 to $150 when the port is a separate part and $150 to $250 when it is soldered to the motherboard, typically in one to two business days. If your laptop will be with us during a week with papers due, ask about loaner equipment.",
      ],
    },
    {
      heading: "Spills, deadlines and files that vanished",
      paragraphs: [
        "Liquid damage is the emergency we hear about most from college towns. If something spills on your laptop, shut it down, unplug it, resist the urge to switch it back on to see if it still works, and get it to us as fast as you can. When a wet laptop reaches us within 24 hours, more than 80 percent can be saved; the first 24 to 48 hours are what matter. Basic cleaning starts at $150, and more extensive repairs typically run $300 to $600.",
        "The same urgency applies to a thesis draft, a design portfolio or a semester of lab notes on a drive that suddenly will not open. Logical data recovery starts around $149 and usually takes 24 to 48 hours, and if we cannot get your files back there is no charge.",
      ],
    },
    {
      heading: "Which way to drive",
      paragraphs: [
        "From most of Oviedo the quickest option is SR 417 north, a toll road, to its interchange with I-4 near Sanford, then I-4 over Lake Monroe to the SR 472 or SR 44 exits for DeLand. If you live on the north side and do not mind a slower, prettier drive, you can take SR 426 north through the farmland to Geneva, then SR 46 west into Sanford and pick up I-4 or US 17/92 from there. Both routes end on Woodland Boulevard in downtown DeLand, where the shop sits at {street}.",
      ],
    },
    {
      heading: "Gaming rigs, upgrades and new builds",
      paragraphs: [
        "Oviedo also sends us a steady stream of gamers. Some bring a desktop that overheats halfway through a long session, some a new graphics card that leaves the screen black, and some are simply ready for a new machine. We build custom PCs starting around $600 and gaming systems from about $800, sized to the games you play and the budget you have, and we are happy to talk parts over at the counter before you commit to anything.",
        "Our hours are {hours}, which rarely line up with a class schedule, so many students come on a Saturday morning and wait while a quick job like a battery is done. For home Wi-Fi trouble or a family desktop in one of Oviedo's neighborhoods, onsite visits can be arranged by phone, Monday to Saturday, though a dorm-room laptop is almost always faster to bring in.",
      ],
    },
  ],
  servicesChecklist: [
    "Student laptop repair with a student discount",
    "Water-damaged laptop cleaning and repair",
    "Charging port repair and replacement",
    "Battery replacement from $49",
    "Data recovery for coursework and projects",
    "Gaming PC builds from about $800",
    "Graphics card, memory and SSD upgrades",
    "MacBook repair for Apple laptops",
  ],
};

export default city;
