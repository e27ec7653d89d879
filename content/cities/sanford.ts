import type { CityInput } from "@/lib/content/schema";

const city: CityInput = {
  template: "featured",
  slug: "sanford",
  name: "Sanford",
  county: "Seminole",
  distanceFromDeland: 19,
  driveMinutes: 30,
  description:
    "About 30 minutes north past Lake Monroe. Drop off at the counter, book an onsite visit in Sanford, or ask about student pricing for Seminole State.",
  meta: {
    title: "Computer & Laptop Repair for Sanford, FL Residents",
    description:
      "Sanford laptop and computer repair 19 miles up US 17-92 in DeLand. Free estimate, same-day fixes often possible, onsite visits and Seminole State discounts.",
  },
  h1: "Computer and Laptop Repair for Sanford",
  intro: [
    "Sanford sits 19 miles from our shop, about half an hour past Lake Monroe and up US 17-92. That short drive gets your laptop or desktop in front of a certified technician at a real repair bench, with a free quick check and estimate at the counter before you decide anything.",
    "Whether you live in one of the historic neighborhoods near downtown, work out by the airport or study at Seminole State College, you can drop a machine off and collect it a day or two later, or have us come to you. Most repairs are finished in 24–48 hours, and same-day is often possible when you bring it in early.",
  ],
  benefits: {
    heading: "What Sanford customers get from the trip",
    style: "cards",
    items: [
      {
        title: "A straight run up US 17-92",
        description:
          "US 17-92 crosses the St. Johns River at Lake Monroe and becomes the main street of downtown DeLand, so the shop is easy to find.",
        icon: "map-pin",
      },
      {
        title: "Same-day repairs often possible",
        description:
          "Batteries, many screens and software cleanups can often be done while you run errands in DeLand; most other jobs take 24–48 hours.",
        icon: "zap",
      },
      {
        title: "Onsite visits in Sanford",
        description:
          "For office networks, Wi-Fi problems or a desktop you'd rather not move, book an onsite visit by phone, Monday to Saturday.",
        icon: "home",
      },
      {
        title: "Student discounts",
        description:
          "Seminole State College students get a student discount on repairs, which helps when a laptop fails mid-semester.",
        icon: "graduation-cap",
      },
      {
        title: "Estimate before any work",
        description:
          "The quick check at the counter is free, and in-depth diagnostics at $49 are credited in full toward the repair.",
        icon: "search",
      },
    ],
  },
  services: {
    heading: "Popular repairs for Sanford homes and businesses",
    items: [
      {
        title: "Same-day laptop repair",
        description:
          "Call ahead, bring it in the morning and, for many common faults, drive home with a working laptop the same day.",
        icon: "zap",
        href: "/same-day-laptop-repair",
      },
      {
        title: "Laptop screen replacement",
        description:
          "Cracked, flickering or dark screens replaced on Windows laptops and MacBooks, with MacBook LCD screens typically $200–400.",
        icon: "monitor",
        href: "/laptop-screen-replacement",
      },
      {
        title: "Virus removal and tune-up",
        description:
          "Malware removed and a slow machine tuned up, from $89 basic or $129–199 comprehensive, backed by a 30-day guarantee.",
        icon: "shield",
        href: "/laptop-virus-removal-tuneup",
      },
      {
        title: "Data recovery",
        description:
          "Files pulled from failed or damaged drives: logical recovery from about $149, physical $299–899. No recovery, no fee.",
        icon: "database",
        href: "/data-recovery",
      },
      {
        title: "Onsite computer repair",
        description:
          "A technician at your Sanford home or office for network, Wi-Fi and desktop problems, booked by phone Monday to Saturday.",
        icon: "wrench",
        href: "/onsite-computer-repair",
      },
      {
        title: "Student laptop repair",
        description:
          "Fast turnaround and student discounts for Seminole State students whose laptops quit right before a deadline.",
        icon: "graduation-cap",
        href: "/student-laptop-repair",
      },
    ],
  },
  sections: [
    {
      heading: "Getting to the shop from Sanford",
      paragraphs: [
        "The simplest route from downtown Sanford is US 17-92 north. It runs along the edge of Lake Monroe, crosses the St. Johns River, passes through DeBary and Orange City and, once you reach DeLand, becomes Woodland Boulevard. Stay on it into downtown and you arrive at {street}. Allow about 30 minutes outside rush hour.",
        "If you are coming from the west side of Sanford or near Seminole State, SR 46 to I-4 eastbound is often quicker. Cross the river on I-4, take the SR 44 exit toward DeLand, and SR 44 becomes New York Avenue, which meets Woodland Boulevard in the center of downtown.",
        "We are open {hours}. Saturday mornings work well for Sanford commuters who can't get away during the week: drop off on the way into the weekend and, for quick jobs, collect the machine before we close.",
      ],
    },
    {
      heading: "Why Sanford customers make the drive",
      paragraphs: [
        "Your laptop doesn't get boxed up and shipped to a depot. We repair it here, in a shop of over 3,000 square feet, so most jobs come back in one to three business days, and you talk to the technician doing the work rather than a call center.",
        "Prices are transparent and quoted up front. MacBook repairs typically cost 30–50% less than at the Apple Store, battery replacements start from $49, and every repair is covered by our repair warranty and satisfaction guarantee. With {years} years in business, we have seen most of the problems Sanford customers bring in many times over.",
      ],
    },
    {
      heading: "Onsite help when you can't bring it in",
      paragraphs: [
        "Not every problem fits in a car. For a small office whose network is down, a home Wi-Fi setup that drops out in the back bedroom, or a desktop with several screens and printers attached, book an onsite visit by calling {phone}. We schedule visits Monday to Saturday, and Wi-Fi visits usually happen within 24–48 hours.",
      ],
    },
  ],
  testimonials: {
    heading: "What Sanford customers say",
    layout: "grid",
    loop: false,
    items: [
      {
        name: "Sample review – Seminole State College student",
        rating: 5,
        text: "My laptop screen cracked two weeks before the end of the semester. I drove up after class, got a price at the counter and had it back two days later, with the student discount applied.",
        placeholder: true,
      },
      {
        name: "Sample review – Sanford small business owner",
        business: "Sample historic downtown cafe",
        rating: 5,
        text: "Our back-office PC picked up something nasty and started showing pop-ups. They cleaned it, tuned it up and explained how to keep it from happening again. Worth the half-hour drive.",
        placeholder: true,
      },
      {
        name: "Sample review – homeowner near Lake Monroe",
        rating: 5,
        text: "They came to the house to fix Wi-Fi that never reached the upstairs rooms. The visit was booked by phone and the technician was done in an afternoon.",
        placeholder: true,
      },
      {
        name: "Sample review – Sanford photographer",
        rating: 5,
        text: "An external drive with years of client photos stopped being recognized. They recovered nearly everything and were clear from the start that I wouldn't pay if nothing came back.",
        placeholder: true,
      },
      {
        name: "Sample review – commuter, Sanford",
        rating: 5,
        text: "I dropped my MacBook off on a Saturday morning for a new battery and picked it up the same day. It cost a lot less than I had been quoted elsewhere.",
        placeholder: true,
      },
    ],
  },
  faqs: [
    {
      question: "How long does it take to drive from Sanford to the shop?",
      answer: [
        "About 30 minutes for most of Sanford. The shop is 19 miles away in downtown DeLand: take US 17-92 north past Lake Monroe and over the St. Johns River, or SR 46 to I-4 eastbound and the SR 44 exit into DeLand.",
      ],
    },
    {
      question: "Do I have to wait at the shop while my computer is repaired?",
      answer: [
        "No. Most Sanford customers drop the computer off at the counter, get the free quick check and estimate, and head home. Most repairs take 24–48 hours, and we contact you when it is ready to collect.",
        "If you would like to wait, call ahead: same-day repairs are often possible for batteries, many screens and software problems when you arrive early in the day.",
      ],
    },
    {
      question: "Do you offer onsite computer repair in Sanford?",
      answer: [
        "Yes. Sanford is well inside our {radius}-mile service area. Onsite visits are booked by phone on {phone}, Monday to Saturday, and Wi-Fi installation or troubleshooting visits are usually scheduled within 24–48 hours.",
      ],
    },
    {
      question: "Is there a discount for Seminole State College students?",
      answer: [
        "Yes. We offer student discounts on repairs. Let us know you are a student when you drop off your laptop so the discount is included in your estimate.",
      ],
    },
    {
      question: "Should I take my MacBook to you or to the Apple Store?",
      answer: [
        "That is your choice, but our MacBook repairs typically cost 30–50% less. Screen replacements are typically $200–400 for LCD panels and $300–600 for Retina displays, and most MacBook repairs take 2–3 business days, or 3–5 days for logic board work.",
      ],
    },
    {
      question: "Can you recover files from a hard drive that has stopped working?",
      answer: [
        "Often, yes. Logical recovery, for deleted files or a drive that won't mount, starts from about $149 and usually takes 24–48 hours. Physical recovery for a drive with failed hardware is $299–899 and takes 3–7 days.",
        "If we can't recover your data, you don't pay for the recovery.",
      ],
    },
  ],
  shareLinks: true,
};

export default city;
