import type { ServiceInput } from "@/lib/content/schema";

const service: ServiceInput = {
  slug: "virus-removal-service",
  aliases: ["virus-removal-service-deland-fl"],
  meta: {
    title: "Virus Removal Service in DeLand, FL | From $89",
    description:
      "Pop-ups, redirects, fake tech support warnings or ransomware? Hands-on virus and malware removal in DeLand from $89, with a 30-day guarantee.",
  },
  h1: "Virus Removal Service",
  location: "DeLand, FL",
  card: {
    title: "Virus Removal",
    description:
      "Malware, pop-ups, scam remote-access tools and browser hijackers removed by hand, with a 30-day guarantee.",
    icon: "shield",
  },
  intro:
    "If your computer is throwing pop-ups, redirecting your searches or showing a warning to call 'Microsoft support', stop using it for banking and bring it to {name} in downtown DeLand. Virus removal starts from $89 and most computers are clean and back with you in 24–48 hours.",
  informationalContent: {
    heading: "Expert virus and malware removal services",
    paragraphs: [
      "Most infections we see today are not the dramatic viruses of twenty years ago. They are adware bundled with free downloads, browser extensions that quietly change your search engine, fake antivirus programs that demand payment, password stealers, and remote-access tools installed during a tech support scam. The signs are usually visible: ads appearing where they never used to, a new home page you did not choose, your real antivirus turned off, strange programs at startup, or the computer becoming slow and noisy while you are not doing anything.",
      "Tech support scams deserve a special mention because they are so common. A full-screen warning appears, often with a siren sound, telling you the computer is locked and to call a number. The person who answers talks you into installing remote-control software, then 'finds' problems and asks for payment or gift cards. If that has happened, turn the computer off, call your bank from a different device if you paid or logged in to anything, and bring the computer in. The scammer's remote-access software is often still installed and can let them back in.",
      "One-click cleaners often miss part of the problem. Malware commonly installs itself in several places at once, in startup entries, scheduled tasks, browser profiles and services, so removing one piece lets another reinstall it. Ransomware is a separate case: once files have been encrypted, they often cannot be decrypted without a backup, and we will tell you plainly what can and cannot be recovered rather than promise otherwise.",
    ],
  },
  commercialContent: {
    heading: "How we remove viruses and keep them out",
    paragraphs: [
      "Our technicians work through each infected computer by hand. Before we remove anything, we protect your documents and photos, because some cleanups touch system files. Then we scan from outside the infected Windows installation so the malware cannot hide from the tools, remove what we find, and go through the places automatic scanners skip.",
      "A basic removal from $89 covers a typical adware or browser infection. A comprehensive cleanup, $129–199, is for heavier infections, scam remote-access tools and computers that also need a full tune-up. After the cleanup we check that your security software is working and talk you through what let the infection in, so it does not simply come back next month.",
    ],
    bullets: [
      "Removal of viruses, trojans, adware, spyware and fake antivirus programs",
      "Cleanup after tech support scams, including removal of remote-access tools",
      "Browser reset: unwanted extensions, hijacked home pages and search engines removed",
      "Startup items, scheduled tasks and services checked by hand",
      "Windows updates installed and security software checked or set up",
      "Advice on passwords, backups and spotting scam pop-ups next time",
    ],
  },
  transactionalContent: {
    heading: "Getting your computer cleaned",
    paragraphs: [
      "Shut the computer down rather than letting it sleep, and do not enter passwords on it until it has been cleaned. Bring the computer, its charger or power cord, and your Windows password to the shop at {street} during our hours ({hours}). If you were contacted by a scammer, bring any phone numbers or program names you remember; they help us find what was installed.",
      "We start with a free quick check at the counter and tell you whether the job looks basic or comprehensive before you agree to anything. Most cleanups are done in 24–48 hours; badly infected systems can take 2–3 days. Every virus removal includes a 30-day guarantee: if the same infection comes back within 30 days, bring it back and we will deal with it.",
      "Questions first? Call {phone} or e-mail {email}; we reply to e-mail within 2–4 business hours. For business computers that cannot leave the office, onsite service can be booked by phone, Monday to Saturday.",
    ],
  },
  blocks: [
    {
      type: "prices",
      heading: "Virus removal prices",
      intro: "You will know which level applies before any work begins.",
      items: [
        { service: "Quick check and estimate", price: "Free", time: "At the counter" },
        { service: "Basic virus and adware removal", price: "From $89", time: "24–48 hours" },
        {
          service: "Comprehensive cleanup and tune-up, including scam remote-access tools",
          price: "$129–199",
          time: "24–48 hours, up to 2–3 days",
        },
        { service: "Guarantee on every virus removal", price: "Included", time: "30 days after pickup" },
      ],
    },
    {
      type: "list",
      heading: "Signs your computer may be infected",
      items: [
        "Pop-up ads appear even when no browser is open",
        "Your home page or search engine changed on its own",
        "A full-screen warning tells you to call a support number",
        "Your antivirus has been switched off and will not turn back on",
        "Friends receive e-mails or messages from you that you did not send",
        "Files have new extensions and will not open, with a ransom note on the desktop",
      ],
    },
  ],
  faqs: [
    {
      question: "I let a 'tech support' caller into my computer. What should I do?",
      answer: [
        "Disconnect the computer from the internet and turn it off. From another device, contact your bank if you paid or logged in to anything, and change your e-mail password. Then bring the computer in so we can remove the remote-access software and check for anything else that was installed.",
      ],
    },
    {
      question: "Will I lose my files during virus removal?",
      answer: [
        "Normally, no. We protect your personal files before cleaning. The exception is ransomware: files that were already encrypted may not be recoverable without a backup, and we will tell you honestly what we can and cannot get back.",
      ],
    },
    {
      question: "Why not just run a free virus scanner?",
      answer: [
        "Free scanners are fine for prevention, but a scanner running inside an infected Windows installation can be blocked or fooled, and it often removes one piece of a multi-part infection. We scan from outside Windows and check by hand the places scanners skip.",
      ],
    },
    {
      question: "What if the virus comes back?",
      answer: [
        "Every virus removal carries a 30-day guarantee. If the same problem returns within 30 days, bring the computer back and we will take care of it.",
      ],
    },
  ],
  relatedServices: [
    { title: "Spyware Removal", href: "/spyware-removal" },
    { title: "Laptop Virus Removal and Tune-Up", href: "/laptop-virus-removal-tuneup" },
    { title: "Data Recovery", href: "/data-recovery" },
    { title: "Computer Diagnostics", href: "/computer-diagnostics" },
    { title: "Onsite Computer Repair", href: "/onsite-computer-repair" },
  ],
};

export default service;
