import type { HomePageInput } from "@/lib/content/page-schemas";

const home: HomePageInput = {
  meta: {
    title: "Computer Repair in DeLand, FL | Laptops, Macs & PCs",
    description:
      "Laptop, Mac and PC repair in downtown DeLand: virus removal, data recovery and upgrades, a free quick check at the counter and most repairs in 1–3 days.",
  },
  hero: {
    eyebrow: "Downtown DeLand repair shop since {established}",
    heading: "Computer and laptop repair in DeLand, Florida",
    text: "Bring your laptop, desktop or Mac to our counter on Woodland Boulevard for a free quick check and an honest estimate before any work starts. Most repairs are finished within 1–3 business days, and simple jobs are often done the same day.",
  },
  stats: {
    satisfaction: "100%",
  },
  services: {
    heading: "What we fix most often",
    intro:
      "These four jobs make up most of what crosses our counter. The services page lists everything else, from Wi-Fi setup to custom PC builds.",
    items: [
      {
        title: "Laptop Repair",
        description:
          "Cracked screens, worn-out batteries, loose charging ports, sticky keyboards and laptops that will not power on. Batteries start from $49 and usually take 1–2 hours.",
        icon: "laptop",
        href: "/laptop-repair",
      },
      {
        title: "Desktop Repair",
        description:
          "Failed power supplies, overheating, dead hard drives and machines that crash or refuse to boot. We also add memory and fast solid-state storage to older towers.",
        icon: "monitor",
        href: "/computer-repair-shop",
      },
      {
        title: "Virus Removal",
        description:
          "Pop-ups, fake warnings, browser hijackers and ransomware scares cleaned up, followed by a tune-up. From $89, usually done in 24–48 hours, with a 30-day guarantee.",
        icon: "shield",
        href: "/virus-removal-service",
      },
      {
        title: "Data Recovery",
        description:
          "Photos, documents and business files recovered from failed drives, deleted partitions and damaged laptops. Logical recovery from about $149, and no recovery means no fee.",
        icon: "database",
        href: "/data-recovery",
      },
    ],
  },
  about: {
    heading: "A local shop, not a drop box",
    paragraphs: [
      "{name} has repaired computers in downtown DeLand since {established}. When you walk in, you talk to a technician across the counter, not a call center. We look at the problem with you at the counter, explain what we see in plain language and give you a price before we touch anything.",
      "Our shop covers more than 3,000 square feet, with room for repairs, custom PC builds and a stock of parts, so common batteries, drives and memory are often on hand instead of on back order. Customers come from across Volusia County and from Seminole, Orange and Brevard counties, and we also make onsite visits by appointment.",
    ],
    link: {
      title: "More about the shop",
      href: "/about",
    },
  },
  webServices: {
    heading: "Websites and local SEO through our partner studio",
    paragraphs: [
      "Many of the small businesses whose computers we look after also need a website that works on a phone and shows up when people nearby search for them. For that, we work with a partner web development studio that builds websites and handles local search optimization for small businesses.",
      "The studio does the design, development and SEO work; we can put you in touch and help with the technical side at your office, such as e-mail setup and network access. The projects below show the kind of sites they build. Ask at the counter or give us a call if you would like an introduction.",
    ],
    portfolio: [
      {
        name: "Riverside Bakery (sample project)",
        url: "https://riverside-bakery.example/",
        description:
          "A one-page site for a neighborhood bakery with the daily menu, opening hours, a map and a click-to-call button for phone orders.",
        badge: "Top Ranked",
        placeholder: true,
      },
      {
        name: "Oak Street Law Office (sample project)",
        url: "https://oakstreet-law.example/",
        description:
          "A small-firm site with practice-area pages, attorney profiles and a contact form, set up with a business profile for local search.",
        badge: "Featured",
        placeholder: true,
      },
      {
        name: "Lakeside Pool Service (sample project)",
        url: "https://lakeside-pools.example/",
        description:
          "A service-area site with a page for each town the company covers, a quote request form and photo galleries of finished jobs.",
        badge: "Top Ranked",
        placeholder: true,
      },
      {
        name: "Spring Garden Dental (sample project)",
        url: "https://springgarden-dental.example/",
        description:
          "A practice website with new-patient information, insurance details and a mobile-friendly layout built to load quickly on phones.",
        badge: "New",
        placeholder: true,
      },
      {
        name: "Blue Heron Outfitters (sample project)",
        url: "https://blueheron-outfitters.example/",
        description:
          "A kayak and paddleboard rental site with trip descriptions, seasonal pricing and directions to the launch site.",
        badge: "Featured",
        placeholder: true,
      },
    ],
  },
  cities: {
    heading: "Serving DeLand and Central Florida",
    intro:
      "Customers drive in from across a {radius}-mile radius, and we make onsite visits by appointment. Here are a few of the places we serve most; the locations page lists all twenty.",
    slugs: ["deland", "deltona", "daytona-beach", "orlando"],
  },
  whyChooseUs: {
    heading: "Why people bring their computers to us",
    intro: "What you can expect every time you come through the door.",
    items: [
      {
        title: "Certified technicians",
        description:
          "Your computer is handled by trained, certified technicians who repair laptops, desktops and Macs every day.",
        icon: "badge-check",
      },
      {
        title: "Transparent pricing",
        description:
          "You get a quote before work begins. If we find something else along the way, we call you first; nothing is added to the bill without your say-so.",
        icon: "dollar",
      },
      {
        title: "Free quick check",
        description:
          "Bring your computer to the counter for a free quick check and estimate. If it needs in-depth diagnostics, that is $49, credited in full toward the repair.",
        icon: "search",
      },
      {
        title: "Warranty and satisfaction guarantee",
        description:
          "Repairs come with a warranty and our satisfaction guarantee. If something we fixed is not right, bring it back and we will make it right.",
        icon: "thumbs-up",
      },
      {
        title: "Student discounts",
        description:
          "Students get a discount on repairs. Mention it when you check your laptop in, so a mid-semester breakdown does not wreck your budget.",
        icon: "graduation-cap",
      },
      {
        title: "Loaner equipment",
        description:
          "Cannot be without a computer while yours is in the shop? Ask about loaner equipment so work, school or business can carry on during the repair.",
        icon: "laptop",
      },
    ],
  },
  cta: {
    heading: "Get your computer looked at today",
    text: "Call {phone}, e-mail {email} or stop by the shop at {address}. Hours: {hours}. Walk-ins are welcome for a free quick check.",
  },
};

export default home;
