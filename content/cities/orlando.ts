import type { CityInput } from "@/lib/content/schema";

const city: CityInput = {
  template: "featured",
  slug: "orlando",
  name: "Orlando",
  county: "Orange",
  distanceFromDeland: 35,
  driveMinutes: 45,
  description:
    "About 45 minutes up I-4. Orlando customers come for same-day repairs, Mac and PC expertise and prices quoted up front, or book an onsite visit.",
  meta: {
    title: "Orlando Laptop Repair Services",
    description:
      "Laptop repair for Orlando customers, about 45 minutes up I-4 in DeLand: screens, virus removal, upgrades and data recovery, same-day repairs often possible.",
  },
  h1: "Orlando Laptop Repair Services",
  intro: [
    "Our shop in downtown DeLand is about 45 minutes away from Orlando, a straight 35-mile run north on I-4. Orlando customers make that trip because the laptop goes straight to a certified technician's bench instead of into a shipping box, and many repairs are finished the same day.",
    "We work on Mac and Windows laptops alike: cracked screens, stubborn viruses, slow machines that need more memory or a solid-state drive, and failed drives holding files you can't lose. You get a free quick check and an estimate at the counter, and if you can't make the drive, onsite visits can be booked by phone for many parts of the Orlando area.",
  ],
  benefits: {
    heading: "Why the drive from Orlando is worth it",
    style: "badges",
    items: [
      {
        title: "Same-Day Repairs",
        description: "Many common repairs are finished the day you bring the laptop in.",
        icon: "zap",
      },
      {
        title: "Mac and PC Supported",
        description: "We repair MacBooks and Windows laptops from every major brand.",
        icon: "laptop",
      },
      {
        title: "Affordable Flat Rates",
        description:
          "Prices are quoted up front, and in-depth diagnostics at $49 are credited toward the repair.",
        icon: "dollar",
      },
      {
        title: "{years} Years Experience",
        description: "We have repaired Central Florida's computers in downtown DeLand since {established}.",
        icon: "badge-check",
      },
    ],
  },
  services: {
    heading: "Laptop services for Orlando customers",
    items: [
      {
        title: "Screen replacement",
        description:
          "Cracked, dim or flickering displays replaced on Windows laptops and MacBooks, with MacBook screens typically $200–400 for LCD and $300–600 for Retina.",
        icon: "monitor",
        href: "/laptop-screen-replacement",
      },
      {
        title: "Virus removal and tune-ups",
        description:
          "Malware, pop-ups and sluggish startups cleaned up from $89, or $129–199 for a comprehensive tune-up, with a 30-day guarantee.",
        icon: "shield",
        href: "/laptop-virus-removal-tuneup",
      },
      {
        title: "Hardware upgrades",
        description:
          "More memory, a faster solid-state drive or a fresh battery can give an older laptop or desktop years more use for far less than a new machine.",
        icon: "cpu",
        href: "/computer-repair-shop",
      },
      {
        title: "Data recovery",
        description:
          "Documents and photos recovered from failed drives, from about $149 for logical recovery and $299–899 for physical. No recovery, no fee.",
        icon: "database",
        href: "/data-recovery",
      },
    ],
  },
  sections: [
    {
      heading: "Why Orlando customers choose us",
      paragraphs: [
        "Orlando has no shortage of places that will take a laptop in, but many of them send it off to be fixed somewhere else. At {name}, the repair happens in our own shop of over 3,000 square feet, by certified technicians you can talk to at the counter. That is why most jobs come back in 24–48 hours, and why same-day repairs are often possible.",
        "Pricing is transparent. The quick check at the counter is free; when a fault needs in-depth diagnostics, that is $49 and credited in full when you go ahead with the repair. Battery replacements start from $49, virus removal and tune-ups from $89, and MacBook repairs typically cost 30–50% less than at the Apple Store.",
        "Every repair is covered by our repair warranty and our satisfaction guarantee, and students get a discount, which helps the many Orlando students whose laptops carry their whole course load.",
      ],
    },
    {
      heading: "Making the trip up I-4",
      paragraphs: [
        "From downtown Orlando, take I-4 east toward Daytona Beach. After you cross the St. Johns River at Lake Monroe, leave at the SR 44 exit for DeLand and head west; SR 44 becomes New York Avenue and meets Woodland Boulevard in the middle of downtown. The shop is at {street}. Outside rush hour the drive is about 45 minutes.",
        "To make one trip count, call {phone} before you set out and describe the problem. For jobs that are often same-day, such as a battery or a software cleanup, arriving in the morning gives us the best chance of finishing while you have lunch downtown. We are open {hours}.",
      ],
    },
    {
      heading: "Onsite service in the Orlando area",
      paragraphs: [
        "If a drive to DeLand doesn't fit your week, we also offer onsite service within our {radius}-mile service area, which reaches into parts of Orange County. Onsite appointments are booked by phone, Monday to Saturday. Call with your address and the problem, and we will tell you whether a visit or a drop-off at the shop is the better fit.",
      ],
    },
  ],
  testimonials: {
    heading: "What Orlando customers say",
    layout: "grid",
    loop: false,
    items: [
      {
        name: "Sample review – college student, Orlando",
        rating: 5,
        text: "I drove up I-4 on a Friday morning with a cracked screen and had my laptop back that afternoon. The student discount helped, and the price matched the estimate they gave me at the counter.",
        placeholder: true,
      },
      {
        name: "Sample review – Orlando small business owner",
        business: "Sample Orlando consulting office",
        rating: 5,
        text: "Two of our older laptops were crawling. Instead of selling us new ones they recommended solid-state drives and more memory. Both machines boot in seconds now.",
        placeholder: true,
      },
      {
        name: "Sample review – remote worker, Orlando",
        rating: 5,
        text: "My MacBook needed a new Retina screen. It was done in a few business days and cost a good deal less than I had been quoted elsewhere. Worth the 45-minute drive.",
        placeholder: true,
      },
      {
        name: "Sample review – retiree, Orlando area",
        rating: 5,
        text: "My laptop was full of pop-ups and fake security warnings. They cleaned it out, sped it up and walked me through what to avoid. Very patient and honest people.",
        placeholder: true,
      },
      {
        name: "Sample review – family photographer, Orlando",
        rating: 5,
        text: "Our old laptop with ten years of family pictures wouldn't start. They recovered the photos onto a new drive and told us up front there would be no charge if they couldn't.",
        placeholder: true,
      },
    ],
  },
  faqs: [
    {
      question: "Why drive from Orlando to DeLand for a laptop repair?",
      answer: [
        "Because the repair is done here rather than shipped away, most jobs are finished in 24–48 hours and same-day is often possible. You also get a free quick check at the counter, prices quoted up front and a repair warranty, from a shop with {years} years of experience.",
      ],
    },
    {
      question: "How do I get to the shop from Orlando?",
      answer: [
        "Take I-4 east toward Daytona Beach, exit at SR 44 for DeLand and head west into downtown, where SR 44 becomes New York Avenue and meets Woodland Boulevard. The shop is about 45 minutes away, 35 miles from downtown Orlando.",
      ],
    },
    {
      question: "Can I get my laptop repaired the same day?",
      answer: [
        "Often, yes. Battery replacements typically take 1–2 hours, and many screen and software repairs can be finished the same day when parts are in stock. Call ahead before you leave Orlando and bring the laptop in the morning.",
        "Bigger jobs take longer: MacBook repairs usually need 2–3 business days and logic board work 3–5 days.",
      ],
    },
    {
      question: "Do you offer onsite laptop and computer repair in Orlando?",
      answer: [
        "Our {radius}-mile service area covers parts of Orange County, and onsite appointments are booked by phone, Monday to Saturday. Call {phone} with your address and we will confirm whether we can come to you.",
      ],
    },
    {
      question: "How much does a laptop screen replacement cost?",
      answer: [
        "MacBook screens typically cost $200–400 for LCD panels and $300–600 for Retina displays. For Windows laptops, the price depends on the model and panel, so we give you an exact quote after the free quick check at the counter.",
      ],
    },
    {
      question: "Is it worth upgrading my old laptop instead of buying a new one?",
      answer: [
        "Often it is. A solid-state drive, more memory or a new battery can make a sluggish laptop feel new for a fraction of the cost of a replacement. We will tell you honestly at the counter whether an upgrade makes sense for your machine or whether the money is better spent elsewhere.",
      ],
    },
  ],
  shareLinks: false,
};

export default city;
