import type { AboutPageInput } from "@/lib/content/page-schemas";

const about: AboutPageInput = {
  meta: {
    title: "About Us | Computer Repair Shop in Downtown DeLand",
    description:
      "Meet the downtown DeLand computer repair and parts shop: certified technicians, over 3,000 sq ft on Woodland Boulevard and clear, upfront repair pricing.",
  },
  h1: "About {name}",
  intro:
    "We are a computer repair and parts shop in downtown DeLand. For {years} years we have fixed laptops, desktops and Macs for students, families and local businesses, with upfront prices and a counter you can walk up to.",
  sections: [
    {
      heading: "Repairing computers in DeLand since {established}",
      paragraphs: [
        "{name} opened in {established}. The machines on our bench have changed a great deal since then, and the work has changed with them: thin laptops with soldered memory, MacBooks, solid-state drives, mesh Wi-Fi and ransomware all came along after we opened. What has not changed is how we work. You bring the computer in, we look at it with you, and you get a straight answer about what is wrong and what it will cost.",
        "A local shop depends on people coming back and telling their friends, so we treat each repair as the start of a long relationship rather than a one-off sale. That is why we will tell you when a repair is not worth the money on an older machine, and why we would rather suggest a $49 battery than sell you a new laptop you do not need.",
      ],
    },
    {
      heading: "What our technicians know",
      paragraphs: [
        "Our certified technicians work on Windows laptops and desktops from all the major brands and on Apple MacBooks and other Macs. Hardware work ranges from batteries, screens, keyboards and charging ports to board-level faults, liquid damage and failed hard drives. On the software side we remove viruses and spyware, repair operating systems that will not start, move data to new machines and set up backups so the next failure is an inconvenience rather than a loss.",
        "We also build computers. A custom PC from our shop starts at about $600, and gaming builds start at about $800. We help you choose parts for the work you actually do, assemble and test the machine, and explain what you can upgrade later. The same knowledge goes into upgrades for existing computers: more memory or a solid-state drive can make a slow five-year-old machine feel usable again for far less than a replacement.",
      ],
    },
    {
      heading: "How a repair works here",
      paragraphs: [
        "Every repair starts with a free quick check and estimate at the counter. If the fault is not obvious, we recommend in-depth diagnostics for $49, and that fee is credited in full toward the repair if you go ahead. You approve the price before we start, and if we find something else along the way, we call you before doing any extra work.",
        "Most repairs are finished within 1–3 business days, battery replacements often within a couple of hours, and many simple jobs the same day. Every repair is tested before we call you, and when you pick it up we explain what we did. Repairs are covered by our warranty and satisfaction guarantee, and we are a phone call or e-mail away if you have questions afterwards.",
      ],
    },
  ],
  serviceLists: [
    {
      heading: "Repairs",
      items: [
        "Laptop and desktop repair for all major brands",
        "MacBook and iMac repair",
        "Laptop screen replacement",
        "Battery and charging port replacement",
        "Water-damaged laptop cleaning and repair",
        "Virus, malware and spyware removal",
        "Data recovery from failed or damaged drives",
      ],
    },
    {
      heading: "Upgrades and builds",
      items: [
        "Memory (RAM) upgrades",
        "Solid-state drive upgrades and data migration",
        "Custom PC builds, from about $600",
        "Gaming PC builds, from about $800",
        "Computer parts and components from our shop",
        "Tune-ups for slow computers",
      ],
    },
    {
      heading: "For homes and businesses",
      items: [
        "Onsite computer repair by appointment, Monday to Saturday",
        "Wi-Fi installation and network setup",
        "Wi-Fi troubleshooting and dead-zone fixes",
        "Data backup setup for home and office",
        "Business IT support for small offices",
        "Repair discounts for students",
      ],
    },
  ],
  location: {
    heading: "Visit the shop in downtown DeLand",
    paragraphs: [
      "You will find us at {street}, on Woodland Boulevard in the middle of downtown DeLand. The shop covers more than 3,000 square feet, which gives us room for a proper repair bench, a build area for custom PCs and shelves of parts, so many common components are in stock when you need them.",
      "Walk-ins are welcome during opening hours ({hours}); you do not need an appointment for a free quick check or to drop off or pick up a repair. Street parking along Woodland Boulevard and the side streets, plus public lots a short walk away, make it easy to stop in. If you cannot come to us, call {phone} to book an onsite visit.",
    ],
  },
  whyChooseUs: {
    heading: "Why customers choose us",
    intro: "The promises we make to everyone who brings us a computer.",
    items: [
      {
        title: "Certified technicians",
        description:
          "Trained, certified technicians handle every repair, from a battery swap to data recovery from a failed drive.",
        icon: "badge-check",
      },
      {
        title: "Prices before work starts",
        description:
          "A free quick check and estimate at the counter, in-depth diagnostics for $49 credited toward the repair, and no surprise charges.",
        icon: "dollar",
      },
      {
        title: "Warranty and satisfaction guarantee",
        description:
          "Our repairs come with a warranty and we stand behind them. Our commitment is 100% satisfaction, and if something is not right, we fix it.",
        icon: "thumbs-up",
      },
      {
        title: "Student discounts",
        description:
          "DeLand is a college town, and we know a broken laptop mid-semester hurts. Students get a discount on repairs.",
        icon: "graduation-cap",
      },
      {
        title: "Loaner equipment",
        description:
          "Ask about loaner equipment if you need to keep working, studying or running your business while your computer is with us.",
        icon: "laptop",
      },
      {
        title: "Local and reachable",
        description:
          "A real shop downtown with regular hours, e-mail replies within 2–4 business hours and onsite visits across our {radius}-mile service area.",
        icon: "map-pin",
      },
    ],
  },
  cta: {
    heading: "Bring it in or give us a call",
    text: "See the full list of services, or contact us to describe the problem. Call {phone}, e-mail {email} or stop by {address} during opening hours.",
  },
};

export default about;
