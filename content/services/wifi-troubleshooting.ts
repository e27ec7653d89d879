import type { ServiceInput } from "@/lib/content/schema";

const service: ServiceInput = {
  slug: "wifi-troubleshooting",
  aliases: ["wifi-troubleshooting-expert-ormond-beach"],
  meta: {
    title: "Wi-Fi Troubleshooting in Ormond Beach, FL",
    description:
      "Dropping connections, dead zones or slow Wi-Fi in Ormond Beach? We find the real cause onsite at homes and businesses, with visits typically within 24–48 hours.",
  },
  h1: "Wi-Fi Troubleshooting in Ormond Beach",
  location: "Ormond Beach, FL",
  card: {
    title: "Wi-Fi Troubleshooting",
    description:
      "Dropouts, dead zones and slow speeds traced to the real cause at Ormond Beach homes and businesses.",
    icon: "zap",
  },
  intro:
    "Wi-Fi that drops during video calls, stalls in the back bedroom or crawls every evening has a cause, and it is not always the one your internet provider suggests. {name} tracks down the real problem at Ormond Beach homes and businesses, with onsite visits typically within 24–48 hours.",
  informationalContent: {
    heading: "Expert Wi-Fi troubleshooting services",
    paragraphs: [
      "The first question is whether the trouble is the internet connection or the Wi-Fi. Wi-Fi is only the wireless link between your devices and your router; the internet is the line from your provider into the building. If a laptop plugged into the modem by cable is also slow, the provider's line or modem is the likely culprit. If the wired connection is fast and wireless is not, the problem is inside the building. Mixing these two up is why so many people buy a new router that changes nothing.",
      "Inside the building, the usual causes are predictable. In condo and apartment buildings, such as the ones along the beachside, dozens of neighboring networks crowd the same 2.4 GHz channels. Distance and walls weaken 5 GHz signals. Routers age, overheat when shut in a cabinet or stacked on a cable box, and run years-old firmware. A provider gateway and a second router both broadcasting Wi-Fi, often with the same network name, leave devices hopping between them and can create a 'double NAT' that upsets video calls and game consoles. Mesh units placed too far apart relay a weak signal to each other and pass it on to you.",
      "Intermittent problems are the hardest and the most common complaint. Wi-Fi that fails only in the evening may be congestion on the provider's network. Drops whenever the microwave runs point to 2.4 GHz interference. A single laptop that disconnects while everything else is fine usually has a driver problem or a failing wireless card, not a network problem at all. Finding the pattern is most of the work.",
    ],
  },
  commercialContent: {
    heading: "How we can help fix your Wi-Fi",
    paragraphs: [
      "On a visit we test wired speed at the modem and wireless speed around the building, map the signal room by room, scan the neighboring networks and channels, and go through the router's logs, firmware and settings. Then we fix what can be fixed on the spot: channel and band settings, firmware updates, moving equipment to a better location, removing a double router setup and reconfiguring mesh units.",
      "If the equipment has failed or simply cannot cover the space, we recommend a replacement and can install it. If the provider's line is at fault, we give you the test results to take to them; specific numbers make it much easier to get a provider technician sent out.",
    ],
    bullets: [
      "Wired versus wireless speed tests to separate provider problems from Wi-Fi problems",
      "Room-by-room signal check, including upstairs rooms, the garage and the lanai",
      "Survey of neighboring networks and channel interference",
      "Router and mesh firmware, settings and placement review",
      "Clean-up of double routers and duplicate network names",
      "Wi-Fi adapter and driver checks on computers that will not stay connected",
      "A plain-language summary of what we found and what we changed",
    ],
  },
  transactionalContent: {
    heading: "Schedule Wi-Fi troubleshooting in Ormond Beach",
    paragraphs: [
      "Onsite visits are booked by phone for Monday to Saturday. Call {phone} during {hours}. Ormond Beach is about 29 miles from our DeLand shop, and visits are typically scheduled within 24–48 hours of your call.",
      "When you call, tell us which devices and rooms are affected, when the problem happens and what your internet plan's speed is supposed to be. Have your provider account details and your router's login handy for the visit, and we will tell you the cost of the visit when you book.",
      "If only one laptop has trouble connecting anywhere, you may not need a visit at all. Bring it to our counter in DeLand; the quick check and estimate there are free, and a failing wireless card or driver is often easy to spot.",
    ],
  },
  blocks: [
    {
      type: "steps",
      heading: "Quick checks to try before you call",
      intro: "These take a few minutes and often narrow the problem down, or solve it.",
      items: [
        {
          title: "Restart in the right order",
          description:
            "Unplug the modem and router, plug the modem back in first, wait until its lights settle, then plug in the router.",
        },
        {
          title: "Test next to the router",
          description:
            "Run a speed test a few feet from the router, then in the problem room, and write both results down.",
        },
        {
          title: "Check more than one device",
          description: "If only one device struggles, the problem is probably that device, not your network.",
        },
        {
          title: "Note the pattern",
          description:
            "Write down the times and places it fails; evening-only or room-only problems point to different causes.",
        },
      ],
    },
  ],
  faqs: [
    {
      question: "My provider says my line is fine, but my Wi-Fi is still bad. What next?",
      answer: [
        "That usually means the problem is inside the building: placement, interference, settings or aging equipment. That is exactly what an onsite visit checks. If we find the line is at fault after all, you will have test results to show the provider.",
      ],
    },
    {
      question: "Should I just buy a new router?",
      answer: [
        "Not until you know the cause. A new router will not fix a slow provider line, crowded channels or a laptop with a bad wireless card. If your router really is the problem, we will tell you which replacement fits your space.",
      ],
    },
    {
      question: "Why is my Wi-Fi worse in the evening?",
      answer: [
        "Evenings are when neighbors are home and streaming, so both the airwaves and the provider's network are busiest. Moving devices to 5 GHz, changing channels or improving placement often helps; if wired speeds also drop every evening, the provider needs to know.",
      ],
    },
    {
      question: "Do you troubleshoot Wi-Fi for businesses in Ormond Beach?",
      answer: [
        "Yes. Offices, shops and rental properties have the same kinds of problems as homes, plus more devices and guests. We can also separate staff and guest networks while we are there.",
      ],
    },
  ],
  relatedServices: [
    { title: "Wi-Fi Installation", href: "/wifi-installation" },
    { title: "Onsite Computer Repair", href: "/onsite-computer-repair" },
    { title: "Laptop Repair", href: "/laptop-repair" },
    { title: "Computer Diagnostics", href: "/computer-diagnostics" },
  ],
};

export default service;
