import type { CityInput } from "@/lib/content/schema";

const city: CityInput = {
  template: "standard",
  slug: "longwood",
  name: "Longwood",
  county: "Seminole",
  distanceFromDeland: 25,
  driveMinutes: 35,
  description:
    "Longwood is about 25 miles from our DeLand shop via I-4. MacBook and Windows laptop repair for commuters, plus onsite help for homes and small offices.",
  meta: {
    title: "Laptop and Desktop Computer Repair in Longwood",
    description:
      "Longwood, FL laptop and MacBook repair: screens, batteries, ports and slow PCs, about 35 minutes up I-4 from exit 94, with onsite visits Monday to Saturday.",
  },
  h1: "Laptop and Desktop Computer Repair in Longwood",
  intro:
    "Longwood is one of the closer Seminole County cities we serve, about 25 miles and 35 minutes from downtown DeLand by way of I-4.",
  sections: [
    {
      heading: "From exit 94 to Woodland Boulevard",
      paragraphs: [
        "If you live in Longwood, the interchange where SR 434 crosses I-4 is probably part of your daily routine. For us, it is the start of an easy trip. Head north on I-4 toward Daytona, pass Lake Mary and Sanford, cross the St. Johns River at Lake Monroe, and leave the interstate at SR 472 or SR 44. Either exit feeds into downtown DeLand, where our shop is at {street}. Door to door that is roughly 25 miles, and half an hour or a little more when traffic cooperates.",
        "People on the east side of town near US 17/92 sometimes stay on that road instead. It runs all the way north into DeLand and becomes Woodland Boulevard, though the traffic lights add a good 15 minutes.",
      ],
    },
    {
      heading: "Commuters, corporate laptops and the home desk",
      paragraphs: [
        "Longwood sits between the office parks of Lake Mary and the job centers farther south, so many residents spend their days on a laptop and their evenings on another one. We mostly see personal machines: the MacBook with a shattered display, the Windows laptop whose battery dies by lunchtime, the charging port that only works if the cable is held at just the right angle. If your laptop was issued by your employer, check with their IT department first, since many companies require their own repair process.",
        "For everything you own yourself, the numbers are straightforward. MacBook screen replacements typically cost $200 to $400 for LCD models and $300 to $600 for Retina displays, often 30 to 50 percent less than the Apple Store, and most MacBook repairs take two to three business days. Battery replacements begin at $49. Charging port work usually runs $75 to $150, or $150 to $250 when the port is built into the main board.",
      ],
    },
    {
      heading: "Around the historic district and Big Tree Park",
      paragraphs: [
        "Longwood is also home to long-established neighborhoods around the historic district and quiet streets near Big Tree Park, where the family computer tends to be a desktop that has been upgraded once or twice over the years. Those machines come to us for slowdowns, failing hard drives and infections picked up from a bad download. A basic tune-up and virus removal starts at $89. If a drive is failing, stop using it and bring it in: logical data recovery starts around $149, and there is no fee if nothing can be recovered.",
      ],
    },
    {
      heading: "Counter drop-off or a visit to your home",
      paragraphs: [
        "Because Longwood sits right on I-4, coming to the counter is painless for most people. You get a free quick check and a written estimate on the spot, and if the problem needs real investigation, in-depth diagnostics are $49 and credited toward the repair. Typical turnaround is 24 to 48 hours, and simple fixes are often done the same day. We are open {hours}.",
        "When the trouble is a home network, a printer nobody can reach, or a small office with several workstations, we can come to you instead. Onsite appointments are booked by phone at {phone} and run Monday to Saturday, and Wi-Fi visits are usually scheduled within 24 to 48 hours.",
      ],
    },
  ],
  servicesChecklist: [
    "MacBook screen, battery and keyboard repair",
    "Windows laptop screen replacement",
    "Laptop battery replacement from $49",
    "Charging port repair for loose or dead ports",
    "Tune-ups and virus removal for family desktops",
    "Hard drive failure and data recovery",
    "Onsite home network and small-office support",
  ],
};

export default city;
