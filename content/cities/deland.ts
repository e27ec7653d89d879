import type { CityInput } from "@/lib/content/schema";

const city: CityInput = {
  template: "featured",
  slug: "deland",
  name: "DeLand",
  county: "Volusia",
  distanceFromDeland: 0,
  driveMinutes: 0,
  description:
    "Our home town. Walk in to the downtown shop for a free quick check, student discounts for Stetson, and most repairs done in 24–48 hours.",
  meta: {
    title: "Computer & Laptop Repair in DeLand, FL | Downtown Shop",
    description:
      "Walk-in computer and laptop repair in downtown DeLand, near Stetson University. Free quick check, $49 diagnostics credited to the repair, fast turnaround.",
  },
  h1: "Computer and Laptop Repair in Downtown DeLand",
  intro: [
    "{name} has fixed computers for DeLand since {established}, from the same downtown shop at {street}. Walk in with a laptop that won't boot, a desktop that crawls, or a MacBook with a cracked screen, and a technician will look at it at the counter while you wait, then tell you what is wrong and what it costs before any work starts.",
    "Because we are local, there is no shipping box and no week-long wait. Most repairs are finished in 24–48 hours, many the same day, and when a job will take longer we can often lend you a loaner so you can keep working, studying or paying bills in the meantime.",
  ],
  benefits: {
    heading: "Why DeLand neighbors bring their computers here",
    style: "cards",
    items: [
      {
        title: "Free quick check at the counter",
        description:
          "Bring the machine in and we take a first look while you are there, with an honest estimate and no charge for asking.",
        icon: "search",
      },
      {
        title: "Diagnostics credited to the repair",
        description:
          "When a problem needs a deeper look, in-depth diagnostics cost $49, and the full amount comes off the repair if you go ahead.",
        icon: "dollar",
      },
      {
        title: "Most repairs in 24–48 hours",
        description:
          "Batteries, screens, charging ports and software problems are usually done within one to two days, and same-day is often possible.",
        icon: "clock",
      },
      {
        title: "Student discounts",
        description:
          "Stetson University students and other students get a discount on repairs. Ask at the counter when you drop off.",
        icon: "graduation-cap",
      },
      {
        title: "Loaner equipment",
        description:
          "If a repair will take a while and you can't be without a computer, ask about borrowing loaner equipment until yours is ready.",
        icon: "laptop",
      },
      {
        title: "Warranty and satisfaction guarantee",
        description:
          "Repairs are covered by our repair warranty, and we stand behind the work with a 100% satisfaction commitment.",
        icon: "badge-check",
      },
    ],
  },
  services: {
    heading: "Repairs DeLand customers ask for most",
    items: [
      {
        title: "Laptop repair",
        description:
          "Dead batteries, loose hinges, failing keyboards and laptops that won't power on, on Windows laptops of every major brand.",
        icon: "laptop",
        href: "/laptop-repair",
      },
      {
        title: "MacBook and Apple repair",
        description:
          "Retina and LCD screens, batteries and logic boards, typically 30–50% less than the Apple Store, in 2–3 business days.",
        icon: "apple",
        href: "/macbook-apple-laptop-repair",
      },
      {
        title: "Virus and malware removal",
        description:
          "Pop-ups, fake warnings and slow browsers cleaned up and the system tuned, starting from $89 with a 30-day guarantee.",
        icon: "shield",
        href: "/virus-removal-service",
      },
      {
        title: "Data recovery",
        description:
          "Photos, school work and business files recovered from failed drives, from about $149 for logical recovery. No recovery, no fee.",
        icon: "database",
        href: "/data-recovery",
      },
      {
        title: "Water-damaged laptops",
        description:
          "Spilled coffee or a rain-soaked backpack? Bring it within 24 hours: cleaning starts from $150 and early drop-off gives the best odds.",
        icon: "droplets",
        href: "/water-damaged-laptop-repair",
      },
      {
        title: "Custom-built computers",
        description:
          "Desktops built around how you work or play, from about $600 for a custom build and about $800 for a gaming PC.",
        icon: "cpu",
        href: "/services/custom-built-computers-volusia-county",
      },
    ],
  },
  sections: [
    {
      heading: "Why DeLand chooses us",
      paragraphs: [
        "We are not a counter that boxes your laptop and ships it to a depot. The repairs happen here, in a shop of over 3,000 square feet in the middle of downtown, by certified technicians who will explain what failed and what they replaced. That keeps turnaround short and lets you ask questions face to face.",
        "Pricing is transparent. The quick check at the counter is free, in-depth diagnostics are $49 and credited in full when you approve the repair, and common jobs have published starting prices, such as battery replacement from $49 or virus removal and tune-up from $89. You see the estimate and approve it before any work starts.",
        "After {years} years in DeLand we have seen the same kinds of problems come through the door each semester and each storm season: laptops with worn batteries before finals week, desktops knocked out by a power surge, machines slowed to a crawl by pop-ups. Knowing those patterns helps us fix them quickly and tell you how to avoid them next time.",
      ],
    },
    {
      heading: "Visiting the shop downtown",
      paragraphs: [
        "The shop is at {street}, on the main street through downtown DeLand, a short trip down Woodland Boulevard from the Stetson University campus. You don't need an appointment to drop off a computer or ask a question: just walk in during our hours, {hours}.",
        "Bring the charger along with the laptop, and if you can, a note of any passwords we will need to test it after the repair. Drop-off and pickup both happen at the counter, and we will contact you when the machine is ready. If you would rather we come to you, onsite visits at homes and offices are booked by phone on {phone}, Monday to Saturday.",
      ],
    },
    {
      heading: "Help for Stetson students and home offices",
      paragraphs: [
        "Students can't wait a week for a laptop in the middle of a term. Student discounts apply to repairs, most jobs are done in one to two days, and data recovery can rescue a thesis or project from a drive that has stopped responding.",
        "For home offices and small businesses around DeLand we also handle Wi-Fi installation and troubleshooting, with onsite visits usually scheduled within 24–48 hours, plus upgrades that keep older desktops useful for a few more years.",
      ],
    },
  ],
  testimonials: {
    heading: "What DeLand customers say",
    layout: "grid",
    loop: false,
    items: [
      {
        name: "Sample review – student, Stetson area",
        rating: 5,
        text: "My laptop battery died the week before finals. I walked over between classes, they checked it at the counter and had a new battery in that afternoon, with the student discount taken off.",
        placeholder: true,
      },
      {
        name: "Sample review – DeLand small business owner",
        business: "Sample downtown retail shop",
        rating: 5,
        text: "Our office desktop stopped booting on a Monday morning. They recovered the invoices folder, replaced the drive and had us running again by Wednesday. The estimate matched the final bill.",
        placeholder: true,
      },
      {
        name: "Sample review – retiree, DeLand",
        rating: 5,
        text: "I was getting warnings telling me to call a number. The technician cleaned off the junk, showed me what to ignore in the future and didn't try to sell me a new computer.",
        placeholder: true,
      },
      {
        name: "Sample review – parent, DeLand",
        rating: 5,
        text: "My son spilled juice on his school laptop. We brought it in the same morning, they cleaned it and it works again. They were clear that getting it there quickly made the difference.",
        placeholder: true,
      },
      {
        name: "Sample review – home office worker, DeLand",
        rating: 5,
        text: "They came out to the house to sort out Wi-Fi that kept dropping in the back office. Booking the visit by phone was easy and the connection has been steady since.",
        placeholder: true,
      },
    ],
  },
  faqs: [
    {
      question: "Do I need an appointment to bring my computer to the downtown DeLand shop?",
      answer: [
        "No. Walk in any time we are open ({hours}) and a technician will take a first look at the counter. Appointments are only needed for onsite visits to your home or office, which we book by phone.",
      ],
    },
    {
      question: "How much does it cost to find out what is wrong with my computer?",
      answer: [
        "The quick check and estimate at the counter are free. If the problem needs in-depth diagnostics, for example an intermittent fault or a machine that won't start, that costs $49 and usually takes 24–48 hours.",
        "If you go ahead with the repair, the full $49 is credited toward it, so you only pay for diagnostics on their own if you decide not to repair.",
      ],
    },
    {
      question: "Is there a discount for Stetson University students?",
      answer: [
        "Yes. We offer student discounts on repairs, which many Stetson students use for batteries, screens and virus cleanups. Mention that you are a student when you drop the laptop off so the discount goes on your estimate.",
      ],
    },
    {
      question: "Can you come to my home or business in DeLand instead?",
      answer: [
        "Yes. Onsite service is available in DeLand and across our {radius}-mile service area, booked by phone on {phone}, Monday to Saturday. Wi-Fi installation and troubleshooting visits are usually scheduled within 24–48 hours.",
      ],
    },
    {
      question: "I spilled something on my laptop. What should I do before I bring it in?",
      answer: [
        "Turn it off, unplug it, and don't try to charge it or switch it back on to check. Then bring it to the shop as soon as you can: the first 24–48 hours are critical, and laptops that reach us within 24 hours have a success rate of over 80%.",
        "Basic cleaning starts from $150, and we give you a full estimate once we have seen how far the liquid got.",
      ],
    },
    {
      question: "Will I be without a computer while mine is being repaired?",
      answer: [
        "Usually not for long: most repairs take 24–48 hours and same-day is often possible. For longer jobs, such as logic board work or physical data recovery, ask about loaner equipment so you can keep working until yours is ready.",
      ],
    },
  ],
  shareLinks: true,
};

export default city;
