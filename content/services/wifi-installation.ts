import type { ServiceInput } from "@/lib/content/schema";

const service: ServiceInput = {
  slug: "wifi-installation",
  aliases: ["wifi-installation-port-orange"],
  meta: {
    title: "Wi-Fi Installation in Port Orange, FL | Homes & Offices",
    description:
      "Wi-Fi installation in Port Orange for homes and small businesses: router, mesh and access point setup with secure guest networks. Visits within 24–48 hours.",
  },
  h1: "Wi-Fi Installation in Port Orange",
  location: "Port Orange, FL",
  card: {
    title: "Wi-Fi Installation",
    description:
      "Router, mesh and access point setup for Port Orange homes and small businesses, planned for full coverage.",
    icon: "wifi",
  },
  intro:
    "Good Wi-Fi starts with where the equipment goes, not with how much it costs. {name} plans and installs home and small business networks in Port Orange, with onsite visits typically within 24–48 hours of your call.",
  informationalContent: {
    heading: "Expert Wi-Fi installation services",
    paragraphs: [
      "Most coverage problems are really installation problems. The internet provider's modem and router usually end up wherever the cable enters the building, which is often a bedroom closet at one end of the house or a corner of the garage. From there the signal has to cross the whole home to reach the far rooms. Concrete block walls, stucco, mirrors, large appliances and water heaters all absorb or reflect Wi-Fi, and a screened lanai or pool area sits on the other side of an exterior wall. The result is fast internet in one room and a weak, stuttering connection in the rest.",
      "Modern routers use more than one radio band, and each behaves differently. The 2.4 GHz band reaches farther but is slower and shared with many neighbors' networks. The 5 GHz band is much faster but weakens quickly through walls. Newer Wi-Fi 6E and Wi-Fi 7 equipment adds a 6 GHz band that is faster still over short distances. A good installation puts the right band where it is needed and lets each device use the best one it supports.",
      "There are three common layouts. A single, well-placed router covers many smaller homes and condos. Larger or long single-story homes usually do better with a mesh system, several units that work as one network, and mesh performs best when its units are connected by network cable where existing wiring allows. Small businesses often need access points mounted high on walls or ceilings, with a separate network for staff devices and another for guests.",
      "Security belongs in the installation too: a new administrator password in place of the default, WPA2 or WPA3 encryption, current firmware, and a guest network that keeps visitors, and often smart TVs and cameras, apart from the computers that hold your files.",
    ],
  },
  commercialContent: {
    heading: "How we can help set up your network",
    paragraphs: [
      "A visit starts with a walk-through. We measure the signal where you actually use it, whether that is the home office, the kids' rooms, the lanai, the back office or the front counter, and look at where the internet line comes in. Then we recommend equipment that fits the space and your budget. We can supply it, or we can install equipment you have already bought, and you get a price before any work begins.",
      "For small businesses in Port Orange we keep the setup simple to live with: staff computers and printers on one network, customers on a guest network, and passwords written down for the owner rather than known only to us.",
    ],
    bullets: [
      "Coverage walk-through and a placement plan for each room or work area",
      "Router, mesh system and access point installation and configuration",
      "Separate guest network for visitors or customers",
      "Secure settings: new admin password, WPA2 or WPA3 encryption and current firmware",
      "Computers, printers, smart TVs and other devices connected and tested",
      "Speed tests in each key area before we leave, with the results shown to you",
    ],
  },
  transactionalContent: {
    heading: "Book a Wi-Fi installation in Port Orange",
    paragraphs: [
      "Onsite visits are booked by phone, Monday to Saturday. Call {phone} during {hours}; Port Orange is about 28 miles from our DeLand shop, and visits are typically scheduled within 24–48 hours.",
      "Before the visit, find out the download speed of your internet plan, have your provider account details and any existing router login handy, and make a list of the places where you need coverage most. Businesses should let us know roughly how many staff devices and guests use the network on a busy day.",
      "The price depends on the size of the space and the equipment it needs. We quote it before we start, so there are no surprises on the day.",
    ],
  },
  blocks: [
    {
      type: "steps",
      heading: "How a Wi-Fi installation visit works",
      items: [
        {
          title: "Call and describe the space",
          description:
            "Tell us the size of the home or office, where the internet comes in and where coverage is weak.",
        },
        {
          title: "Onsite survey",
          description: "We measure signal and speed room by room and check the existing equipment.",
        },
        {
          title: "Plan and price",
          description:
            "You get a recommendation for equipment and placement, with the price, before anything is installed.",
        },
        {
          title: "Install and configure",
          description: "We mount and connect the equipment, set up secure networks and connect your devices.",
        },
        {
          title: "Test and hand over",
          description:
            "We run speed tests in each key area and leave you the network names, passwords and admin login.",
        },
      ],
    },
  ],
  faqs: [
    {
      question: "Do I need a mesh system, or is one router enough?",
      answer: [
        "It depends on the size and layout of the building more than the number of devices. A compact home or condo is often fine with one well-placed router; larger or long single-story homes, and homes with concrete block interior walls, usually benefit from mesh. We measure before we recommend.",
      ],
    },
    {
      question: "Can you use the router my internet provider gave me?",
      answer: [
        "Often, yes. Many provider gateways work well when placed and configured properly. If you add your own router or mesh system, we set the provider's equipment up so the two do not compete with each other.",
      ],
    },
    {
      question: "How soon can you come to Port Orange?",
      answer: [
        "Onsite Wi-Fi visits are typically scheduled within 24–48 hours of your call, Monday to Saturday.",
      ],
    },
    {
      question: "Will new Wi-Fi make my internet faster?",
      answer: [
        "It will let you get the speed you already pay for in more of the building, but it cannot go faster than your internet plan. If the plan itself is too slow for your household or business, we will tell you.",
      ],
    },
  ],
  relatedServices: [
    { title: "Wi-Fi Troubleshooting", href: "/wifi-troubleshooting" },
    { title: "Onsite Computer Repair", href: "/onsite-computer-repair" },
    { title: "Computer Repair Shop", href: "/computer-repair-shop" },
    { title: "All Services", href: "/services" },
  ],
};

export default service;
