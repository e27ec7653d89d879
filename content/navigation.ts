import type { NavigationInput } from "@/lib/content/page-schemas";

const navigation: NavigationInput = {
  main: [
    { title: "Home", href: "/" },
    { title: "About", href: "/about" },
    { title: "Services", href: "/services" },
    { title: "Custom PC", href: "/services/custom-built-computers-volusia-county" },
    { title: "Locations", href: "/cities" },
    { title: "Contact", href: "/contact" },
  ],
  footerCitySlugs: ["deland", "orlando", "daytona-beach", "deltona", "sanford", "ormond-beach"],
  footerServices: [
    { title: "Laptop Repair", href: "/laptop-repair" },
    { title: "Computer Repair Shop", href: "/computer-repair-shop" },
    { title: "MacBook Repair", href: "/macbook-apple-laptop-repair" },
    { title: "Virus Removal", href: "/virus-removal-service" },
    { title: "Data Recovery", href: "/data-recovery" },
    { title: "Onsite Computer Repair", href: "/onsite-computer-repair" },
  ],
  closingCta: {
    heading: "Bring it in, or let us come to you",
    text: "Call {phone} to describe the problem, e-mail {email}, or walk in at {address}. Quick checks at the counter are free.",
  },
};

export default navigation;
