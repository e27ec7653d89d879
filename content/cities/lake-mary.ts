import type { CityInput } from "@/lib/content/schema";

const city: CityInput = {
  template: "standard",
  slug: "lake-mary",
  name: "Lake Mary",
  county: "Seminole",
  distanceFromDeland: 24,
  driveMinutes: 30,
  description:
    "About 24 miles up I-4 from Lake Mary. Business laptops, MacBooks, data recovery and home-office networks, with onsite visits for homes and small offices.",
  meta: {
    title: "Laptop and Desktop Computer Repair in Lake Mary",
    description:
      "Lake Mary professionals: business laptop and MacBook repair, data recovery and home-office Wi-Fi, 24 miles up I-4 in DeLand or onsite at your office.",
  },
  h1: "Laptop and Desktop Computer Repair in Lake Mary",
  intro:
    "Lake Mary sits 24 miles south of our shop, roughly a 30-minute drive north on I-4 across the St. Johns River into downtown DeLand.",
  sections: [
    {
      heading: "The I-4 run north",
      paragraphs: [
        "From Lake Mary Boulevard or the Heathrow end of International Parkway, get on I-4 eastbound, the direction signed for Daytona Beach. You will cross the St. Johns River bridge past Sanford and DeBary; about ten minutes after that, take the SR 472 exit toward DeLand. SR 472 ends at US 17/92, where you turn right and follow Woodland Boulevard north to {street} in the middle of downtown.",
        "Outside rush hour the whole trip is about half an hour. Heading home, remember that westbound I-4 thickens in the late afternoon, so a morning drop-off and a midday pickup tend to be the smoothest. Saturday morning is another easy window ({hours}) if your weekdays are booked solid.",
      ],
    },
    {
      heading: "Why drive past the closer options",
      paragraphs: [
        "There are repair counters nearer to Lake Mary, and we will not pretend otherwise. Customers who make the trip usually do it for the way we price work. The first look at the counter is free, in-depth diagnostics are $49 and credited in full toward the repair, and you approve the estimate before any work begins. MacBook repairs typically come in 30–50% below what the Apple Store quotes for the same job.",
        "Turnaround is the other reason. Most repairs are finished within 24–48 hours, many the same day, and for someone whose laptop is their job, a loaner can bridge the gap. {name} has been at this for {years} years, and our certified technicians work on business machines from the major PC makers as well as Macs.",
      ],
    },
    {
      heading: "Home offices and the corporate corridor",
      paragraphs: [
        "A lot of Lake Mary works in the office parks along Lake Mary Boulevard and International Parkway, and plenty more of it works from a spare bedroom two or three days a week. The problems we hear about follow that pattern: a docking station that stops recognizing the second monitor, a home network that cannot cope with two people on video calls at once, a laptop that overheats because it spends all day closed on a desk.",
        "Some of that is best solved at your place rather than ours. We offer onsite service in Lake Mary, booked by phone at {phone}, Monday to Saturday, and Wi-Fi visits are usually scheduled within 24–48 hours. The same goes for a small office that needs several machines looked at without carrying them all up the interstate.",
      ],
    },
    {
      heading: "MacBooks and the files that matter",
      paragraphs: [
        "When a MacBook screen cracks, the repair typically runs $200–400 for LCD models and $300–600 for Retina displays, and most MacBook jobs take two to three business days; logic board work takes three to five. We check the rest of the machine while it is open and tell you about anything else we find.",
        "If a drive stops responding with work you never backed up, do not keep restarting it. Our data recovery service starts from about $149 for logical problems such as a corrupted or accidentally erased drive, usually within 24–48 hours, and $299–899 for physical failures, which take three to seven days. If we cannot get your data back, you do not pay. Once it is recovered, we will help you set up a backup so it does not happen twice.",
      ],
    },
  ],
  servicesChecklist: [
    "Business laptop repair for PC and Mac",
    "MacBook screen and logic board repair",
    "Data recovery, no recovery no fee",
    "Home-office Wi-Fi and docking station fixes",
    "Onsite service for homes and small offices",
    "Loaner equipment during longer repairs",
    "Backup setup after recovery",
    "Custom workstation builds",
  ],
};

export default city;
