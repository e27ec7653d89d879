import type { CityInput } from "@/lib/content/schema";

const city: CityInput = {
  template: "standard",
  slug: "port-orange",
  name: "Port Orange",
  county: "Volusia",
  distanceFromDeland: 28,
  driveMinutes: 35,
  description:
    "Port Orange households are 28 miles from our DeLand shop. Whole-home Wi-Fi installs, gaming PC builds, school laptop fixes and onsite service.",
  meta: {
    title: "Laptop and Desktop Computer Repair in Port Orange",
    description:
      "Port Orange Wi-Fi installation, gaming PC builds and laptop repair from a DeLand shop 28 miles away, with onsite visits booked Monday to Saturday.",
  },
  h1: "Laptop and Desktop Computer Repair in Port Orange",
  intro:
    "Port Orange to our downtown DeLand storefront is 28 miles, typically a 35-minute drive by I-95, I-4 and SR 44.",
  sections: [
    {
      heading: "Getting here from Port Orange",
      paragraphs: [
        "Use Dunlawton Avenue or Taylor Road to reach I-95 and go north for a few miles to the I-4 junction. Take I-4 west toward Orlando, leave it at the SR 44 exit for DeLand, and keep heading west. SR 44 changes its name to New York Avenue in town and crosses Woodland Boulevard in the heart of downtown; {name} is right there at {street}.",
        "From the newer neighborhoods west of I-95 you are practically at the on-ramp, so the drive is closer to half an hour. Coming from the Halifax River side or near Spruce Creek, plan on the full 35 minutes.",
      ],
    },
    {
      heading: "Whole-home Wi-Fi for busy households",
      paragraphs: [
        "A typical Port Orange home today has more connected devices than people: laptops for remote work, tablets and Chromebooks for school, a couple of game consoles, smart TVs, doorbell cameras. The router from the internet provider was never designed for that many, and the result is buffering in the living room and a connection that vanishes in the back bedroom.",
        "This is where our Wi-Fi installation service earns its keep. A technician visits your home, usually within 24–48 hours of your call, measures signal strength through the house, and installs or reconfigures the equipment so coverage reaches every room, including the lanai and the garage office. We can also set up a separate guest network and parental controls while we are there. Onsite appointments are booked by phone at {phone}, Monday through Saturday.",
      ],
    },
    {
      heading: "Gaming rigs and custom builds",
      paragraphs: [
        "Port Orange has no shortage of young gamers, and a surprising number of parents come to us after a prebuilt gaming PC disappointed: loud fans, a power supply cut to the bone, and no room to upgrade. Our custom gaming builds start from about $800, and everyday custom desktops for school or work start from about $600. We talk through the games and programs you use, explain where the money goes, and build around parts that make sense rather than flashy labels.",
        "Already own a gaming PC that crashes, overheats or has grown sluggish? Bring it in. Often a cleaning, a fresh thermal paste job, a new graphics card or more memory gives it another few years of life for a fraction of the cost of replacing it.",
      ],
    },
    {
      heading: "How a repair works from start to finish",
      paragraphs: [
        "Bring the laptop or desktop to the counter with its charger. A technician takes a quick look while you are there, at no charge, and tells you what it probably needs and what it will likely cost. If the fault is hidden, in-depth diagnostics cost $49, and that $49 is credited in full toward the repair once you approve it.",
        "Most work is finished within one to three business days, and simple jobs like a $49 battery swap are often ready the same day. We phone you when it is done, and everything is covered by our repair warranty and satisfaction guarantee. There is no need to hang around DeLand while we work: head home, and pick it up on your next trip inland or on a Saturday between 10 and 2.",
      ],
    },
  ],
  servicesChecklist: [
    "Whole-home Wi-Fi installation",
    "Guest network and parental control setup",
    "Custom gaming PC builds from about $800",
    "Gaming PC cleaning, repair and upgrades",
    "School laptop and Chromebook repair",
    "Onsite computer repair in Port Orange",
    "Laptop screen replacement",
    "Virus removal and tune-ups",
  ],
};

export default city;
