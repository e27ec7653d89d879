import type { ServicesPageInput } from "@/lib/content/page-schemas";

const services: ServicesPageInput = {
  meta: {
    title: "Computer Repair Services in DeLand | Laptop, Mac & PC",
    description:
      "Every service at our DeLand shop: laptop, desktop and Mac repair, virus removal, data recovery, upgrades, Wi-Fi setup, backups and custom PC builds.",
  },
  h1: "Computer repair services",
  intro:
    "From a cracked laptop screen to a new custom-built PC, this is everything our technicians do at the shop in downtown DeLand and on onsite visits. Every job starts with a free quick check and a clear estimate, and most are finished within 1–3 business days.",
  cards: {
    heading: "What we can do for you",
    intro:
      "Choose a service to see typical prices, turnaround times and answers to common questions. Not sure which one you need? Describe the problem at the counter or on the phone and we will tell you.",
    items: [
      {
        title: "Laptop Repair",
        description:
          "Screens, batteries, keyboards, hinges, charging ports and laptops that will not start, for all major brands. Battery replacements from $49, often done in 1–2 hours.",
        icon: "laptop",
        href: "/laptop-repair",
      },
      {
        title: "Desktop Repair",
        description:
          "Tower and all-in-one computers that crash, overheat, make noise or will not boot. We replace failed power supplies, drives, fans and other components.",
        icon: "monitor",
        href: "/computer-repair-shop",
      },
      {
        title: "Mac Repair",
        description:
          "MacBook screens, batteries, keyboards and logic boards. Retina screens typically $300–600, usually for 30–50% less than an Apple Store repair.",
        icon: "apple",
        href: "/macbook-apple-laptop-repair",
      },
      {
        title: "Virus Removal",
        description:
          "Viruses, spyware, adware and browser hijackers removed and the system tuned up. From $89, usually 24–48 hours, backed by a 30-day guarantee.",
        icon: "shield",
        href: "/virus-removal-service",
      },
      {
        title: "Data Recovery",
        description:
          "Files rescued from failed hard drives, SSDs and damaged laptops. Logical recovery from about $149, physical recovery $299–899, and no recovery, no fee.",
        icon: "database",
        href: "/data-recovery",
      },
      {
        title: "System Upgrades",
        description:
          "More memory and a solid-state drive can make an older computer feel new again. We install the parts and move your files, programs and settings across.",
        icon: "cpu",
        href: "/computer-repair-shop",
      },
      {
        title: "Network Setup",
        description:
          "Wi-Fi installation and network setup for homes and small offices, with routers and access points placed to cover the whole space. Onsite visits within 24–48 hours.",
        icon: "wifi",
        href: "/wifi-installation",
      },
      {
        title: "Data Backup",
        description:
          "Automatic backups to an external drive or the cloud, set up and tested, so a dead drive or ransomware attack does not take your photos and records with it.",
        icon: "hard-drive",
        href: "/data-recovery",
      },
      {
        title: "PC Building",
        description:
          "Custom computers built for your work, studies or games, with parts chosen to fit your budget. Custom builds from about $600, gaming builds from about $800.",
        icon: "wrench",
        href: "/services/custom-built-computers-volusia-county",
      },
    ],
  },
  process: {
    heading: "How a repair works",
    intro: "The same five steps for every job, whether it is a $49 battery or a full data recovery.",
    steps: [
      {
        title: "Diagnosis",
        description:
          "Bring your computer to the counter for a free quick check and estimate. If the fault needs a closer look, in-depth diagnostics cost $49, credited in full toward the repair, and usually take 24–48 hours.",
      },
      {
        title: "Repair recommendation",
        description:
          "We explain what is wrong in plain language, what the repair costs and how long it will take. If a repair is not worth it for an older machine, we tell you. Nothing starts until you approve the price.",
      },
      {
        title: "Expert repair",
        description:
          "A certified technician carries out the repair with quality parts. Most repairs are done within 1–3 business days, and simple jobs are often finished the same day. If we find anything unexpected, we call you first.",
      },
      {
        title: "Testing and quality assurance",
        description:
          "Before we call you to say it is ready, we test the computer under normal use to confirm the fault you reported is gone and that the repair has not disturbed anything else.",
      },
      {
        title: "Pickup and support",
        description:
          "Pick up at the counter during opening hours and we go over what we did. Repairs carry our warranty and satisfaction guarantee, and we answer e-mail questions within 2–4 business hours.",
      },
    ],
  },
  cta: {
    heading: "Tell us what is wrong",
    text: "Call {phone}, e-mail {email} or bring your computer to {address}. Walk-ins are welcome during opening hours: {hours}.",
  },
};

export default services;
