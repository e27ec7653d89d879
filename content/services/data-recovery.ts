import type { ServiceInput } from "@/lib/content/schema";

const service: ServiceInput = {
  slug: "data-recovery",
  aliases: ["data-recovery-near-daytona-beach"],
  meta: {
    title: "Data Recovery Near Daytona Beach | DeLand Drive Recovery",
    description:
      "Deleted files, dead hard drives and failed SSDs recovered in DeLand, near Daytona Beach. Logical recovery from about $149. No recovery, no fee.",
  },
  h1: "Data Recovery",
  location: "DeLand and the Daytona Beach area",
  card: {
    title: "Data Recovery",
    description:
      "Files recovered from deleted, formatted, corrupted or failing drives, with no fee if nothing can be recovered.",
    icon: "database",
  },
  intro:
    "Lost photos, business records or a thesis on a drive that will not open? {name} recovers data for customers in DeLand and the Daytona Beach area, and if we cannot get your files back, you do not pay for the recovery.",
  informationalContent: {
    heading: "Expert data recovery services",
    paragraphs: [
      "Data loss falls into two broad groups, and the difference decides both the price and the odds. A logical failure means the drive itself still works, but the files cannot be reached: they were deleted and the recycle bin was emptied, the drive was formatted by mistake, a partition was damaged during an update, or Windows now says the disk needs to be formatted before it can be used. A physical failure means the hardware has a fault: a hard drive that clicks, beeps or does not spin, a drive that was dropped while running, an external drive whose connector snapped, or an SSD that has suddenly vanished from the computer.",
      "What you do in the first hour matters more than anything else. Every minute a failing hard drive keeps running can damage more of the surface your files are stored on, and every new file saved to a drive with deleted data can overwrite what you are trying to get back. Turn the computer or drive off, do not install recovery software onto the same drive, do not open the drive case, and skip the internet tricks such as tapping, freezing or repeatedly restarting it. Those tricks turn recoverable drives into unrecoverable ones.",
      "Recovery is not guaranteed, and any shop that promises it is overselling. Drives with badly scratched platters, and some SSDs with encryption built into the controller, can be beyond recovery. What we can promise is an honest assessment before you pay for the work, and our no-recovery, no-fee policy: if we do not recover the files you need, you are not charged for the recovery.",
    ],
  },
  commercialContent: {
    heading: "How we can help get your files back",
    paragraphs: [
      "We start by assessing the drive and telling you which kind of failure it is, what it will likely cost and how long it will take. Where the drive can still be read, we first make a complete copy of it and work from that copy, so a weak drive is not worn out further by repeated scanning. Before we finish, you get a list of the recovered folders and files to check that the ones that matter are there.",
      "We copy the recovered files to storage you bring or to a new drive from our parts counter, and we can help you set up a backup so that next time a failed drive is an inconvenience instead of a loss.",
    ],
    bullets: [
      "Laptop and desktop hard drives and solid-state drives",
      "External USB drives, including drives with broken connectors",
      "USB flash drives and camera memory cards",
      "Accidentally deleted files and formatted or repartitioned drives",
      "Drives that Windows or macOS reports as unreadable or needing to be formatted",
      "Files from laptops that were dropped, overheated or water-damaged",
    ],
  },
  transactionalContent: {
    heading: "Starting a data recovery",
    paragraphs: [
      "Bring the drive, or the whole computer if you are not comfortable removing it, to our shop at {street} in downtown DeLand during our hours ({hours}). From Daytona Beach the shop is about 23 miles west along US-92. Tell us which files matter most, such as a photo folder, a QuickBooks file or a particular document, because that lets us check the right things first.",
      "Logical recoveries start from about $149 and usually take 24–48 hours. Physical recoveries cost $299–899 depending on the fault and typically take 3–7 days. If you are not sure which you have, call {phone}, describe what the drive is doing and we will give you a first idea by phone. If we cannot recover your data, there is no fee for the recovery.",
    ],
  },
  blocks: [
    {
      type: "prices",
      heading: "Data recovery prices and turnaround",
      intro: "No recovery, no fee: you pay for the recovery only when we get your files back.",
      items: [
        {
          service: "Logical recovery: deleted files, formatted or corrupted drives",
          price: "From about $149",
          time: "24–48 hours",
        },
        {
          service: "Physical recovery: clicking, dead or damaged drives",
          price: "$299–899",
          time: "3–7 days",
        },
        {
          service: "Files not recovered",
          price: "No fee for the recovery",
          time: "Applies to logical and physical recoveries",
        },
      ],
    },
    {
      type: "steps",
      heading: "What to do right after you lose data",
      items: [
        {
          title: "Stop using the drive",
          description:
            "Turn off the computer or unplug the external drive so nothing new is written and a failing drive does not keep wearing.",
        },
        {
          title: "Do not try repeated fixes",
          description:
            "Skip recovery programs installed on the same drive, repeated restarts, freezing or opening the case.",
        },
        {
          title: "Note what matters",
          description: "Write down the folders and files you need most and roughly when you last saw them.",
        },
        {
          title: "Bring it in",
          description:
            "Bring the drive or the whole computer to the shop, and we will tell you what kind of failure it is and what recovery will cost.",
        },
      ],
    },
  ],
  faqs: [
    {
      question: "How do I know if my problem is logical or physical?",
      answer: [
        "If the drive powers on and sounds normal but files are missing or the drive will not open, it is usually logical. Clicking, grinding, beeping, not spinning, or not showing up at all usually means a physical fault. We confirm it when we assess the drive.",
      ],
    },
    {
      question: "What does 'no recovery, no fee' mean?",
      answer: [
        "If we cannot recover the data you need, you are not charged for the recovery. We tell you what we found either way.",
      ],
    },
    {
      question: "Can you recover data from a laptop that got wet?",
      answer: [
        "Often, yes, particularly when the drive is a separate part. Turn the laptop off, do not charge it, and bring it in as soon as you can; our water-damaged laptop repair page has first-aid steps.",
      ],
    },
    {
      question: "Do you serve customers from Daytona Beach?",
      answer: [
        "Yes. Daytona Beach, Ormond Beach and Port Orange are all well inside our {radius}-mile service area. The shop is in downtown DeLand, about 23 miles from Daytona Beach, and you can drop the drive off at the counter and pick it up there when the recovery is done.",
      ],
    },
  ],
  relatedServices: [
    { title: "Computer Diagnostics", href: "/computer-diagnostics" },
    { title: "Water-Damaged Laptop Repair", href: "/water-damaged-laptop-repair" },
    { title: "Virus Removal Service", href: "/virus-removal-service" },
    { title: "Computer Repair Shop", href: "/computer-repair-shop" },
    { title: "Computer Repair in Daytona Beach", href: "/daytona-beach" },
  ],
};

export default service;
