import type { ServiceInput } from "@/lib/content/schema";

const service: ServiceInput = {
  slug: "laptop-virus-removal-tuneup",
  aliases: ["virus-removal-tuneup"],
  meta: {
    title: "Laptop Virus Removal and Tune-Up in DeLand, FL",
    description:
      "Slow laptop full of pop-ups? Virus removal and tune-up in DeLand from $89, comprehensive cleanup $129–199, usually 24–48 hours, 30-day guarantee.",
  },
  h1: "Laptop Virus Removal and Tune-Up in DeLand, FL",
  location: "DeLand, FL",
  card: {
    title: "Virus Removal and Tune-Up",
    description: "Malware removed and a slow laptop cleaned up, updated and protected, from $89.",
    icon: "shield",
  },
  intro:
    'If your laptop takes five minutes to start, your browser opens pages you never asked for, or a pop-up insists you call "Microsoft support" right now, you probably don\'t need a new computer. {name} removes the malware, clears out the clutter that has built up over the years and hands your laptop back faster, fully updated and protected, with your files and programs where you left them.',
  informationalContent: {
    heading: "Expert laptop virus removal and tune-up services",
    paragraphs: [
      "Most slow laptops aren't broken, they're overloaded. Dozens of programs launch at startup, browser extensions inject ads into every page, updates have been postponed for months and the drive is nearly full. Underneath all that there is sometimes real malware too. Antivirus software often misses adware and \"potentially unwanted programs\" because, technically, someone clicked Yes to install them, usually bundled with a free download.",
      "We don't run a single scan and call it done. We check the laptop with more than one reputable scanning tool, and for stubborn infections we scan from a clean environment so the malware can't hide while Windows is running. Then we look by hand in the places scanners miss: scheduled tasks, startup entries, browser policies and settings, rogue extensions and leftover remote-access programs. Once the laptop is clean, the tune-up makes it feel like itself again.",
      "Tech support scams are the most common problem we see. A page locks your browser, shows a warning that looks official and gives you a number to call. Microsoft and Apple never put a phone number in a pop-up. If you called and let someone connect to your computer, stop using it for banking, bring it in and change your important passwords from another device. We remove the remote-access tools scammers leave behind so they can't come back in.",
      "Sometimes slowness isn't software at all. An aging hard drive that is starting to fail, or too little memory for today's browsers, can make a clean laptop crawl. We check the drive's health as part of every tune-up, and if a memory or solid-state drive upgrade would do more for your laptop than cleaning it, we'll tell you that before you spend money on the wrong fix.",
    ],
  },
  commercialContent: {
    heading: "How we can help",
    paragraphs: [
      "There are two levels of service. The basic virus removal and tune-up, from $89, suits a laptop that still works but is slow, shows ads or has picked up a browser hijacker. The comprehensive cleanup, typically $129–199, is for heavier infections: multiple malware families, a laptop a scammer has been into, security software that has been switched off, or a system that barely boots. We tell you which one your laptop needs after the free quick check at the counter, before any work begins.",
      "Your documents, photos and programs stay in place; we remove the malware, not your files. If a system is too damaged to clean reliably, we'll explain why and talk through a fresh install with your files moved over before we touch anything. All work carries our 30-day guarantee, and students get a discount.",
    ],
    bullets: [
      "Windows laptops and desktops as well as MacBooks",
      "Viruses, adware, browser hijackers, spyware and fake antivirus programs",
      "Cleanup after tech support scams, including leftover remote-access software",
      "Startup and background program cleanup for faster boot times",
      "Operating system, browser and app updates brought up to date",
      "Drive health check and advice on memory or SSD upgrades",
      "Built-in security set up properly, without extra subscriptions you don't need",
    ],
  },
  transactionalContent: {
    heading: "Getting started with your tune-up",
    paragraphs: [
      "Bring your laptop and its charger to {street} in downtown DeLand during our hours ({hours}). Have your login password ready, or write it down for the technician, so we can scan your account properly. The quick check and estimate at the counter are free. Most virus removals and tune-ups are ready within 24–48 hours; heavily infected machines can take up to 2–3 days.",
      "Prefer to talk first? Call {phone} or e-mail {email}; we reply to e-mails within 2–4 business hours. For desktops, or several computers in a home office or small business, ask about onsite service, booked by phone Monday to Saturday.",
    ],
  },
  blocks: [
    {
      type: "prices",
      heading: "Virus removal and tune-up pricing",
      intro: "Typical prices; we confirm which service your laptop needs before starting any work.",
      items: [
        { service: "Quick check and estimate at the counter", price: "Free", time: "While you wait" },
        { service: "Basic virus removal and tune-up", price: "From $89", time: "Usually 24–48 hours" },
        {
          service: "Comprehensive malware cleanup and tune-up",
          price: "$129–199",
          time: "24–48 hours, up to 2–3 days for heavy infections",
        },
        {
          service:
            "In-depth diagnostics if the problem turns out to be hardware (credited toward the repair)",
          price: "$49",
          time: "24–48 hours",
        },
        { service: "Guarantee on virus removal work", price: "Included", time: "30 days" },
      ],
    },
    {
      type: "steps",
      heading: "What the tune-up includes",
      intro: "Every virus removal and tune-up follows the same checklist, so nothing gets skipped.",
      items: [
        {
          title: "Check-in and symptoms",
          description:
            "We note what you've been seeing, when it started and which files and programs matter most to you, so we know what to look for and what to leave alone.",
        },
        {
          title: "Malware scan and removal",
          description:
            "Several scanning tools, a clean-environment scan for stubborn infections and a manual check of startup entries, scheduled tasks and remote-access software.",
        },
        {
          title: "Browser cleanup",
          description:
            "Unwanted extensions and toolbars removed, homepage and search engine restored, and website notification permissions reset so fake virus alerts stop popping up.",
        },
        {
          title: "Startup and background programs",
          description:
            "We switch off the programs that don't need to launch with the laptop and remove trial software and bloat you never use.",
        },
        {
          title: "Updates",
          description:
            "Operating system, browsers and key applications updated, since outdated software is how a lot of malware gets in.",
        },
        {
          title: "Storage and drive health",
          description:
            "Temporary files and leftover clutter cleared, free space checked, and the drive's health tested so you know whether it is wearing out.",
        },
        {
          title: "Security setup and handoff",
          description:
            "Built-in protection turned on and configured, then we walk you through what we found and the warning signs to watch for.",
        },
      ],
    },
    {
      type: "list",
      heading: "Warning signs your laptop needs a cleanup",
      intro:
        "One of these on its own can be harmless; two or three together usually mean it's time to bring the laptop in.",
      items: [
        "It takes several minutes to start up or to open a browser.",
        "Pop-ups and ads appear even on sites that never had them, or when the browser is closed.",
        "Your homepage or search engine changed by itself.",
        "Toolbars, extensions or programs appeared that you don't remember installing.",
        "A warning page locks your browser and tells you to call a phone number.",
        "The fan runs loudly while the laptop is sitting idle.",
        "Your antivirus has been turned off and won't turn back on.",
        "Friends receive strange e-mails or messages sent from your accounts.",
        "Files have been renamed or won't open and a ransom message appears: shut the laptop down and bring it in right away.",
      ],
    },
  ],
  testimonials: {
    heading: "What tune-up customers tell us",
    layout: "carousel",
    loop: true,
    items: [
      {
        name: "Sample review – DeLand retiree",
        rating: 5,
        text: "A screen popped up saying my computer was infected and to call a number. Luckily I called the shop instead. They cleaned off the junk the page had pushed on me, and the laptop runs faster than it has in years.",
        placeholder: true,
      },
      {
        name: "Sample review – student, Stetson area",
        rating: 5,
        text: "My laptop took forever to boot and my browser was full of ads. Turned out I had three shady extensions from a free converter site. Fixed in two days, with the student discount, just in time for midterms.",
        placeholder: true,
      },
      {
        name: "Sample review – Deltona homeowner",
        rating: 5,
        text: "I had let a caller who said he was from my internet provider onto my computer. The technician found the remote program he left, removed it and told me exactly which passwords to change. Calm, clear and no lecture.",
        placeholder: true,
      },
      {
        name: "Sample review – DeLand small business owner",
        rating: 5,
        text: "Our office laptop had become so slow we were ready to replace it. They found it was mostly startup programs and a failing hard drive. A tune-up and an SSD later it feels new, for a fraction of the cost of a new machine.",
        placeholder: true,
      },
      {
        name: "Sample review – Orange City parent",
        rating: 5,
        text: "The kids downloaded a game mod that came with adware. Every search went to a strange search engine. The basic tune-up took care of it, and they showed the kids what to avoid next time.",
        placeholder: true,
      },
      {
        name: "Sample review – Daytona Beach real estate agent",
        rating: 5,
        text: "Clients started getting odd e-mails from my address. They cleaned up my laptop, helped me lock down my e-mail account and the messages stopped. Back in business the next afternoon.",
        placeholder: true,
      },
      {
        name: "Sample review – DeBary MacBook owner",
        rating: 5,
        text: "I didn't think Macs got this kind of thing, but my browser kept redirecting to ad pages. They found a profile and an extension that shouldn't have been there. Quick, honest, and they didn't try to sell me antivirus.",
        placeholder: true,
      },
      {
        name: "Sample review – Ormond Beach home office worker",
        rating: 5,
        text: "My work laptop's fan ran nonstop and everything lagged on video calls. The comprehensive cleanup found a hidden cryptocurrency miner. After the tune-up it runs cool and quiet again.",
        placeholder: true,
      },
      {
        name: "Sample review – Port Orange grandparent",
        rating: 5,
        text: "My antivirus had switched itself off and I couldn't turn it back on. They explained it was malware doing that, cleaned it out and set up the protection that was already built into Windows. I didn't need to buy anything else.",
        placeholder: true,
      },
      {
        name: "Sample review – Sanford bookkeeper",
        rating: 5,
        text: "I drove up from Sanford because a friend recommended them. The laptop I use for client spreadsheets was crawling and full of pop-ups. Done within 48 hours, every file still exactly where it was.",
        placeholder: true,
      },
      {
        name: "Sample review – New Smyrna Beach retiree",
        rating: 5,
        text: "I had years of updates waiting and a drive that was almost full. They sorted it all out, cleared gigabytes of junk and showed me my photos were safe. The laptop starts in under a minute now.",
        placeholder: true,
      },
      {
        name: "Sample review – DeLand high school teacher",
        rating: 5,
        text: "A fake invoice attachment installed something nasty on my personal laptop. The technician explained what it was in plain English, cleaned it properly and reminded me about the 30-day guarantee. I never needed it, but it was good to know.",
        placeholder: true,
      },
    ],
  },
  faqs: [
    {
      question: "Will I lose my files or programs?",
      answer: [
        "No, not in a normal virus removal and tune-up. We remove the malware and the unwanted software, not your documents, photos or the programs you use. If a system is damaged so badly that a fresh install is the only reliable fix, we explain that first and move your files over, and nothing is wiped without your go-ahead.",
      ],
    },
    {
      question: "How much does virus removal cost?",
      answer: [
        "The basic virus removal and tune-up starts at $89. A comprehensive cleanup for heavier infections is typically $129–199. The quick check and estimate at the counter are free, so you know which one you need before we start.",
      ],
    },
    {
      question: "How long does it take?",
      answer: [
        "Most laptops are ready within 24–48 hours. Heavily infected machines, or ones with years of postponed updates, can take up to 2–3 days because thorough scans and updates simply take time. We'll call you as soon as it's ready.",
      ],
    },
    {
      question: "What does the 30-day guarantee cover?",
      answer: [
        "It covers our work. If the problems we removed come back within 30 days, bring the laptop back and we'll make it right. No cleanup can stop a new infection you approve later, which is why we show you what to watch for when you pick the laptop up.",
      ],
    },
    {
      question: "A pop-up says my computer is infected and tells me to call Microsoft. Is it real?",
      answer: [
        "No. Microsoft and Apple never show a phone number in a pop-up or a browser warning. Don't call the number and don't let anyone connect to your computer. Close the browser; if it won't close, hold the power button to shut the laptop down. If the warning comes back when you restart, bring the laptop in.",
      ],
    },
    {
      question: "I already let a scammer connect to my computer. What should I do?",
      answer: [
        "Disconnect the laptop from the internet and stop using it for anything sensitive. From another device, change the passwords for your e-mail and bank accounts, and call your bank if you gave out card details or logged in while they were connected. Then bring the laptop to us: we remove the remote-access software and anything else they installed.",
      ],
    },
    {
      question: "Do Macs get viruses?",
      answer: [
        "Traditional viruses are rarer on Macs, but adware, browser hijackers and fake cleanup apps are common. If your Mac's browser redirects to ad pages or opens tabs by itself, it needs the same kind of cleanup, and we handle MacBooks as well as Windows laptops.",
      ],
    },
    {
      question: "Do I need to buy antivirus software?",
      answer: [
        "Usually not. Current versions of Windows and macOS include solid built-in protection when it is switched on and kept up to date, and we set that up for you. If you already pay for a security suite you like, we make sure it is working rather than adding a second one.",
      ],
    },
    {
      question: "Is it worth cleaning up an older laptop, or should I replace it?",
      answer: [
        "It depends on the hardware. A tune-up often gives a laptop several more useful years, especially combined with a solid-state drive or more memory. If the drive health check shows the laptop is near the end of its life, we'll tell you before you spend money on it.",
      ],
    },
    {
      question: "Can you come to me instead of me bringing the laptop in?",
      answer: [
        "We offer onsite service by appointment, booked by phone Monday to Saturday, which is handy for desktops or several office computers. For a single laptop, dropping it off is usually faster, because thorough scans run for hours and we can keep working on it at the bench.",
      ],
    },
  ],
  relatedServices: [
    { title: "Virus Removal Service", href: "/virus-removal-service" },
    { title: "Spyware Removal", href: "/spyware-removal" },
    { title: "Data Recovery", href: "/data-recovery" },
    { title: "Computer Diagnostics", href: "/computer-diagnostics" },
    { title: "Laptop Repair", href: "/laptop-repair" },
  ],
  heroLinks: [{ label: "Schedule a repair", href: "/contact" }],
};

export default service;
