import type { CityInput } from "@/lib/content/schema";

const city: CityInput = {
  template: "standard",
  slug: "deltona",
  name: "Deltona",
  county: "Volusia",
  distanceFromDeland: 11,
  driveMinutes: 20,
  description:
    "Deltona is about 11 miles from our DeLand counter. Laptop, desktop, virus and Wi-Fi repairs for busy households, with onsite visits anywhere in the city.",
  meta: {
    title: "Laptop and Desktop Computer Repair in Deltona",
    description:
      "Deltona computer repair: laptops, family desktops, virus cleanup and home Wi-Fi fixes, 11 miles up the road in DeLand or onsite at your house.",
  },
  h1: "Laptop and Desktop Computer Repair in Deltona",
  intro:
    "From most Deltona neighborhoods our downtown DeLand shop is about 11 miles and 20 minutes away, by I-4 and SR 472 or by Saxon Boulevard and US 17/92.",
  sections: [
    {
      heading: "Which route works from your side of Deltona",
      paragraphs: [
        "Deltona covers a lot of ground, so the best way in depends on where you start. If you live on the east side, near Howland Boulevard, the quickest run is usually I-4 eastbound to the SR 472 exit. Follow SR 472 west until it meets US 17/92, turn right, and stay on that road: it becomes Woodland Boulevard and takes you straight into downtown DeLand to {street}.",
        "Households on the west side, closer to Saxon Boulevard or down toward Lake Monroe, often skip the interstate entirely. Take Saxon west to US 17/92 in Orange City and head north. It has a few more traffic lights but no merging, and outside the school-run hours it is still a drive of roughly 20 minutes.",
      ],
    },
    {
      heading: "A house full of devices, and one router trying to keep up",
      paragraphs: [
        "Deltona is the largest city in Volusia County by population, and most of it is single-family homes. Plenty of residents commute down I-4 to jobs in Seminole and Orange counties, and a growing number work from home at least part of the week. That combination shows up at our counter in a very particular way: the laptop gets blamed for video calls that freeze, when the real culprit is a router stuck in a back bedroom behind concrete block walls.",
        "For that kind of problem it makes more sense for us to come to you. Our Wi-Fi troubleshooting and installation visits are usually scheduled within 24–48 hours; call {phone} to book, Monday through Saturday. A technician checks signal room by room, finds the dead zones, and recommends a fix, whether that is moving the router, adding a mesh system, or replacing an old unit your internet provider handed out years ago.",
      ],
    },
    {
      heading: "The repairs Deltona families bring us most",
      paragraphs: [
        "Kids' laptops lead the list. School machines come in with cracked screens, loose hinges, and charging ports worn out from being used on the couch with the cord bent sideways. A simple charging port repair typically runs $75–150, and a worn-out battery replacement starts from $49 and usually takes an hour or two.",
        "Right behind them is the family desktop that has slowed to a crawl after years of downloads and browser add-ons. A virus removal and tune-up starts from $89 and often brings it back to life; if the hardware is the bottleneck, a memory or solid-state drive upgrade usually costs far less than a new computer. We also see teenagers who want a gaming PC built properly instead of a prebuilt box, and parents who want to know what they are paying for before they agree.",
      ],
    },
    {
      heading: "Dropping off without losing your day",
      paragraphs: [
        "DeLand is not on the way to Orlando, so many Deltona customers come in on a Saturday ({hours}), or on a weekday lunch break. Bring the computer and its charger to the counter and you get a free quick check and a clear estimate on the spot. If the problem needs a closer look, in-depth diagnostics cost $49, and that amount is credited in full toward the repair.",
        "Most repairs are done in 24–48 hours and same-day is often possible. When a job will take longer and you cannot be without a computer for work or school, ask about loaner equipment. We call you when it is ready, and every repair is backed by our warranty and satisfaction guarantee.",
      ],
    },
  ],
  servicesChecklist: [
    "Onsite computer repair at Deltona homes",
    "Wi-Fi dead-zone troubleshooting and mesh setup",
    "Laptop screen and hinge repair",
    "Charging port repair for worn school laptops",
    "Laptop battery replacement from $49",
    "Virus removal and desktop tune-ups",
    "Memory and solid-state drive upgrades",
    "Gaming PC builds and upgrades",
  ],
};

export default city;
