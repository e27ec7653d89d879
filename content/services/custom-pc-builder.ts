import type { ServiceInput } from "@/lib/content/schema";

const service: ServiceInput = {
  slug: "custom-pc-builder",
  aliases: ["custom-pc-builder-deland-florida"],
  meta: {
    title: "Custom PC Builder in DeLand, FL | Builds From About $600",
    description:
      "Custom desktop PCs built in DeLand for home offices, families and workstations. Parts chosen for your work and budget; builds start from about $600.",
  },
  h1: "Custom PC Builder",
  location: "DeLand, FL",
  card: {
    title: "Custom PC Builds",
    description: "Office, family and workstation PCs built to your needs and budget, from about $600.",
    icon: "cpu",
  },
  intro:
    "Tell us what you use your computer for and what you want to spend, and {name} will build a desktop that fits, assembled and tested in our downtown DeLand shop. Custom builds for home, office and family use start from about $600.",
  informationalContent: {
    heading: "Expert custom PC building services",
    paragraphs: [
      "Most store-bought desktops are built to hit a price on a shelf tag. To get there, manufacturers often pair a fast-sounding processor with a bare-minimum power supply, a single slow memory module, a small drive and a case with poor airflow, then add trial software you did not ask for. The computer looks good on paper and then runs hot, fills up in a year and cannot easily be upgraded because the power supply or motherboard has no room to grow.",
      "A custom PC starts from the other end: what you actually do with it. A family computer for homework, photos and streaming needs a reliable, quiet machine with a fast solid-state drive and enough memory to keep a dozen browser tabs open. A home office PC running accounting software, video calls and spreadsheets benefits from more memory and dependable storage with room for a backup drive. A workstation for photo editing, video, CAD or large data sets is where a stronger processor, more memory and a better graphics card pay for themselves in time saved every day.",
      "Building to the job also means not overspending. If your needs are covered by a modest build, we will say so rather than sell you parts you will never use. And if a laptop or an upgrade to your existing PC would serve you better than a new desktop, you will hear that from us too.",
    ],
  },
  commercialContent: {
    heading: "How we build your PC",
    paragraphs: [
      "Every build begins with a conversation at the counter or on the phone about the programs you run, the monitors and accessories you already own and your budget. From that we put together a written parts list with prices, so you can see exactly where the money goes and adjust it before anything is ordered.",
      "We then assemble the system by hand, route the cables for good airflow, install Windows without the trial software that comes on many store-bought computers, load current drivers and updates, and test it under load so any weak part shows up on our bench instead of on your desk. We can also move your files from your old computer to the new one.",
    ],
    bullets: [
      "Family and student PCs: quiet, reliable and fast to start",
      "Home office and small business desktops for accounting, e-mail and video calls",
      "Workstations for photo and video editing, CAD and other heavy software",
      "Quality power supplies and cases with room for future upgrades",
      "Windows installed clean, with drivers and updates",
      "Data transfer from your old computer",
      "Parts available from our own shop counter",
    ],
  },
  transactionalContent: {
    heading: "Starting your custom build",
    paragraphs: [
      "Call {phone}, e-mail {email} or stop in during our hours ({hours}) to talk through what you need. It helps to bring a list of the programs you use, the number and type of monitors you plan to connect, and your budget range. If you want to reuse parts from an old computer, such as a drive or a graphics card, bring the old PC along and we will check whether they are worth carrying over.",
      "Builds for office and family use start from about $600, and workstations cost more depending on the processor, memory and graphics you need. You approve the parts list and final price before we order anything, and we give you a build timeline with your quote, since it depends on part availability. When it is ready you pick it up at the counter, and if anything ever goes wrong, you bring it back to the shop that built it.",
    ],
  },
  blocks: [
    {
      type: "prices",
      heading: "Custom PC build prices",
      intro:
        "Starting prices for a complete, assembled and tested desktop. Your exact price is on the parts list you approve.",
      items: [
        {
          service: "Family or home office PC",
          price: "From about $600",
          time: "Timeline given with your quote",
        },
        {
          service: "Workstation for editing, CAD or heavy software",
          price: "Quoted from your parts list",
          time: "Timeline given with your quote",
        },
        { service: "Gaming PC", price: "From about $800", time: "Timeline given with your quote" },
      ],
    },
    {
      type: "steps",
      heading: "From first conversation to first boot",
      items: [
        {
          title: "Talk it through",
          description:
            "We ask what you use the computer for, what you already own and what you want to spend.",
        },
        {
          title: "Approve the parts list",
          description: "You get a written list of every part and its price, and adjust it until it fits.",
        },
        {
          title: "Build and test",
          description: "We assemble, install Windows, drivers and updates, and test the system under load.",
        },
        {
          title: "Pick up and set up",
          description: "Collect it at the counter, with your old files moved over if you asked us to.",
        },
      ],
    },
  ],
  faqs: [
    {
      question: "Is a custom PC more expensive than one from a big-box store?",
      answer: [
        "At the very low end, a store-bought desktop can cost less. From around $600 up, a custom build usually gives you better parts for the same money, especially the power supply, storage and cooling, and it can be upgraded later instead of replaced.",
      ],
    },
    {
      question: "Can I supply some of my own parts?",
      answer: [
        "Yes. Bring them in and we will check that they are compatible and in good condition before they go into the build.",
      ],
    },
    {
      question: "Do you build computers for businesses?",
      answer: [
        "Yes. We build office desktops and workstations for small businesses, and we can set up several identical machines so they are easy to support.",
      ],
    },
    {
      question: "What if something goes wrong with my custom PC later?",
      answer: [
        "Bring it back to us. We built it, so we know exactly what is inside, and our certified technicians can diagnose and repair it at the same counter.",
      ],
    },
  ],
  relatedServices: [
    { title: "Gaming PC Builder", href: "/gaming-pc-builder" },
    {
      title: "Custom Built Computers in Volusia County",
      href: "/services/custom-built-computers-volusia-county",
    },
    { title: "Computer Repair Shop", href: "/computer-repair-shop" },
    { title: "Computer Diagnostics", href: "/computer-diagnostics" },
    { title: "Data Recovery", href: "/data-recovery" },
  ],
};

export default service;
