import type { CityInput } from "@/lib/content/schema";

const city: CityInput = {
  template: "standard",
  slug: "new-smyrna-beach",
  name: "New Smyrna Beach",
  county: "Volusia",
  distanceFromDeland: 33,
  driveMinutes: 45,
  description:
    "Straight down SR 44, 33 miles from DeLand. New Smyrna Beach brings us humidity-worn laptops, rental-property Wi-Fi jobs and photo and video recoveries.",
  meta: {
    title: "Laptop and Desktop Computer Repair in New Smyrna Beach",
    description:
      "New Smyrna Beach computer repair 33 miles west on SR 44: corrosion and spill damage, vacation-rental Wi-Fi, photo and video recovery, onsite visits.",
  },
  h1: "Laptop and Desktop Computer Repair in New Smyrna Beach",
  intro:
    "One highway links New Smyrna Beach with our shop: SR 44, 33 miles west, which most customers drive in about 45 minutes.",
  sections: [
    {
      heading: "Just follow SR 44",
      paragraphs: [
        "Whether you start near Flagler Avenue on the beachside or in the historic Canal Street district on the mainland, get onto SR 44 and point west. You will cross I-95 and, further on, I-4; keep going. Once you are inside DeLand the same road is called New York Avenue, and it leads you directly to Woodland Boulevard. Our storefront at {street} is a few steps from that intersection, in the center of downtown.",
        "It is a long, easy drive with almost no turns, roughly 45 minutes. If that does not fit your day, you can skip it entirely: we provide onsite service in New Smyrna, arranged by phone at {phone} any day Monday through Saturday.",
      ],
    },
    {
      heading: "Humidity, salt and the slow death of electronics",
      paragraphs: [
        "Homes a few blocks from the ocean or along the Indian River Lagoon live with damp, salty air year round, and computers there age differently. We open laptops from New Smyrna and find green corrosion creeping across connectors, rusted screws and keyboards where a few keys stopped working one by one. Desktops kept in a garage or on a screened porch suffer the same fate, only faster.",
        "Catching it early keeps the bill down. Cleaning corroded contacts and replacing a worn charging port, typically $75–150, is far cheaper than a new main board. Spills deserve urgency: a laptop that gets a drink or a rain shower should be switched off and brought in within 24 hours, when our water damage success rate is above 80%. Basic cleaning runs $150–300.",
      ],
    },
    {
      heading: "Vacation rentals and remote workers",
      paragraphs: [
        "Plenty of New Smyrna properties are rented by the week, and nothing generates a bad review faster than Wi-Fi that does not reach the upstairs bedrooms. We set up and troubleshoot networks for rental owners: coverage that reaches the whole unit, a guest network kept separate from the owner's devices, and a router placed where guests cannot unplug it. Wi-Fi visits are usually within 24–48 hours of your call.",
        "The town has also drawn a lot of people who work remotely from a spare room with an ocean breeze. For them, a dependable connection and a laptop that does not overheat in an afternoon without air conditioning are what keep the job going. When the machine does need to stay with us for a couple of days, ask about a loaner.",
      ],
    },
    {
      heading: "Surf footage, drone video and family photos",
      paragraphs: [
        "Between the surf at the inlet, sunrise shots at Smyrna Dunes Park and boat trips toward Canaveral National Seashore, New Smyrna residents collect a lot of pictures and video, usually on memory cards and portable drives that get dropped, soaked or suddenly show up as empty. Stop using the card the moment that happens; every new photo can overwrite what you are trying to save.",
        "Our data recovery service starts from about $149 for logical problems such as a formatted or corrupted card, typically within 24–48 hours. A physically damaged drive runs $299–899 and takes three to seven days. No recovery, no fee.",
      ],
    },
  ],
  servicesChecklist: [
    "Corrosion cleaning for beachside laptops",
    "Water and spill damage repair",
    "Vacation-rental Wi-Fi setup and troubleshooting",
    "Memory card and drive data recovery",
    "Onsite service in New Smyrna Beach",
    "Charging port and keyboard repair",
    "Loaner equipment for remote workers",
  ],
};

export default city;
