import type { ServiceInput } from "@/lib/content/schema";

const service: ServiceInput = {
  slug: "spyware-removal",
  aliases: [],
  meta: {
    title: "Spyware Removal in DeLand, FL | Keyloggers & Adware",
    description:
      "Pop-ups, a hijacked browser or a remote-access scam? Spyware removal in DeLand from $89, typically 24–48 hours, plus help securing your accounts afterward.",
  },
  h1: "Spyware Removal in DeLand",
  location: "DeLand, FL",
  card: {
    title: "Spyware Removal",
    description:
      "Keyloggers, adware, browser hijackers and scammers' remote-access tools found and removed from PCs and Macs.",
    icon: "shield",
  },
  intro:
    "Spyware is built to stay quiet while it watches what you type, where you browse and which accounts you sign in to. {name} finds and removes it from Windows PCs and Macs, then walks you through locking down the accounts it may have touched.",
  informationalContent: {
    heading: "Expert spyware removal services",
    paragraphs: [
      "Spyware is a family of programs rather than one thing. Adware and browser hijackers change your home page and search engine, add extensions you never installed and fill the screen with pop-ups. Information stealers and keyloggers are more serious: they record keystrokes and copy saved browser passwords and sign-in cookies, then send them to whoever runs them. Remote-access programs are what scam callers leave behind after they talk someone into letting them in. And monitoring apps, sometimes called stalkerware, are installed by a person who had access to the computer.",
      "Most of it arrives in ordinary ways: a free download that came bundled with extras, a fake 'your computer is infected' warning that urges you to install a cleaner, cracked software or game cheats, an e-mail attachment, or a phone call from someone claiming to be from Microsoft, Apple or your bank who asks you to install a program so they can 'fix' something.",
      "Signs to watch for include new toolbars or extensions, searches that land on an unfamiliar site, antivirus that has been switched off and will not turn back on, password reset e-mails you did not request, friends receiving messages you did not send, a mouse pointer that moves on its own, and a fan that runs hard while the computer sits idle. Well-made spyware may show no signs at all, which is exactly the point of it.",
      "A single scan does not always finish the job. Spyware tucks itself into startup entries, scheduled tasks, browser profiles and extensions that sync back from your account after you delete them. And removing the program does nothing about passwords it has already stolen; those remain valid until you change them.",
    ],
  },
  commercialContent: {
    heading: "How we can help",
    paragraphs: [
      "We run more than one scanner, then check by hand the places scanners miss: startup items, services, scheduled tasks, installed programs, every browser profile and its extensions, and any remote-access software. If the system is unstable we back up your files before we start. If a computer is so compromised that it cannot be trusted, we explain why and recommend backing up your files and reinstalling the operating system, rather than leaving you with a machine that only looks clean.",
      "Spyware cleanups are priced like our virus and malware removal: basic removal from $89, and a comprehensive cleanup from $129 to $199 when the infection runs deep or you want a full tune-up included. Most are finished in 24–48 hours; heavy infections can take 2–3 days. The work carries a 30-day guarantee.",
    ],
    bullets: [
      "Removal of adware, browser hijackers, keyloggers and information stealers",
      "Removal of remote-access programs left behind by scam callers",
      "Browser reset and extension cleanup in every profile on the computer",
      "Antivirus, Windows or macOS updates and the firewall turned back on and checked",
      "A written order for changing your passwords, starting with the accounts that matter most",
      "Windows desktops and laptops, and Macs",
    ],
  },
  transactionalContent: {
    heading: "Get spyware removed",
    paragraphs: [
      "If you think a scammer got into your computer, disconnect it from the internet now by unplugging the network cable or turning off Wi-Fi, do not sign in to banking or e-mail on it, and call your bank from your phone. Then call us at {phone} or bring the computer in.",
      "Bring the computer and its charger, your sign-in password, and a short note of what happened: when the problems started, any phone calls or pop-ups, and any programs you installed. The details help us know where to look. The quick check and estimate at the counter are free, and we are open {hours}.",
      "Most spyware removals are ready in 24–48 hours. When you pick up, we go over what we found and what you should do next.",
    ],
  },
  blocks: [
    {
      type: "prices",
      heading: "Spyware and malware removal prices",
      intro: "Typical prices; we confirm yours after the free check.",
      items: [
        { service: "Quick check and estimate", price: "Free", time: "At the counter" },
        { service: "Basic spyware and malware removal", price: "From $89", time: "24–48 hours" },
        {
          service: "Comprehensive cleanup with tune-up",
          price: "$129–199",
          time: "24–48 hours, up to 2–3 days for heavy infections",
        },
      ],
    },
    {
      type: "list",
      heading: "After the cleanup: secure your accounts",
      intro: "Removing spyware stops future theft; these steps deal with anything it already took.",
      items: [
        "Change your e-mail password first, because e-mail can reset every other account.",
        "Next change banking, shopping and social media passwords, each one different.",
        "Turn on two-step verification wherever it is offered.",
        "In your Google, Microsoft or Apple account, sign out of all other sessions and devices.",
        "Check your e-mail settings for forwarding rules you did not create.",
        "Watch your bank and card statements for a few weeks and report anything unfamiliar.",
      ],
    },
  ],
  faqs: [
    {
      question: "Is spyware the same as a virus?",
      answer: [
        "Both are malware, but a classic virus spreads and damages, while spyware tries to stay hidden and collect information. That difference is why spyware cleanup also means checking browsers and changing passwords, not just deleting files.",
      ],
    },
    {
      question: "A caller claiming to be tech support got into my computer. What should I do?",
      answer: [
        "Disconnect the computer from the internet, call your bank and card companies from your phone, and do not let the caller back in. Bring the computer to us so we can remove the remote-access software and anything else they installed, then change your passwords from a clean device.",
      ],
    },
    {
      question: "Can I just run a free scanner myself?",
      answer: [
        "For simple adware, a reputable scanner is often enough. If pop-ups keep coming back, your antivirus has been disabled, or someone had remote access to the computer, bring it in; those cases usually need hands-on work.",
      ],
    },
    {
      question: "I think someone I know is monitoring my computer. What should I do?",
      answer: [
        "Think about your safety before removing anything, because removing monitoring software can alert the person who installed it. If you are in a difficult situation at home, a domestic violence advocate can help you plan. When you are ready, we can check the computer and remove what we find.",
      ],
    },
    {
      question: "Will I lose my files?",
      answer: [
        "Normally no; spyware removal leaves your documents and photos in place. If a reinstall turns out to be the safer choice, we back up your files first and explain the plan before we start.",
      ],
    },
  ],
  relatedServices: [
    { title: "Virus Removal Service", href: "/virus-removal-service" },
    { title: "Laptop Virus Removal and Tune-Up", href: "/laptop-virus-removal-tuneup" },
    { title: "Data Recovery", href: "/data-recovery" },
    { title: "Computer Diagnostics", href: "/computer-diagnostics" },
  ],
};

export default service;
