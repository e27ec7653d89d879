// Every service page. Add a service: create content/services/<slug>.ts and list it here.
import computerDiagnostics from "./computer-diagnostics";
import computerRepairShop from "./computer-repair-shop";
import customBuiltComputers from "./custom-built-computers";
import customPcBuilder from "./custom-pc-builder";
import dataRecovery from "./data-recovery";
import gamingPcBuilder from "./gaming-pc-builder";
import laptopBatteryReplacement from "./laptop-battery-replacement";
import laptopChargingPortRepair from "./laptop-charging-port-repair";
import laptopRepair from "./laptop-repair";
import laptopScreenReplacement from "./laptop-screen-replacement";
import laptopVirusRemovalTuneup from "./laptop-virus-removal-tuneup";
import macbookAppleLaptopRepair from "./macbook-apple-laptop-repair";
import onsiteComputerRepair from "./onsite-computer-repair";
import sameDayLaptopRepair from "./same-day-laptop-repair";
import spywareRemoval from "./spyware-removal";
import studentLaptopRepair from "./student-laptop-repair";
import virusRemovalService from "./virus-removal-service";
import waterDamagedLaptopRepair from "./water-damaged-laptop-repair";
import wifiInstallation from "./wifi-installation";
import wifiTroubleshooting from "./wifi-troubleshooting";

/** Keyed by file name (content/services/<key>.ts) so content errors can name the file. */
const serviceFiles: Record<string, unknown> = {
  "computer-diagnostics": computerDiagnostics,
  "computer-repair-shop": computerRepairShop,
  "custom-built-computers": customBuiltComputers,
  "custom-pc-builder": customPcBuilder,
  "data-recovery": dataRecovery,
  "gaming-pc-builder": gamingPcBuilder,
  "laptop-battery-replacement": laptopBatteryReplacement,
  "laptop-charging-port-repair": laptopChargingPortRepair,
  "laptop-repair": laptopRepair,
  "laptop-screen-replacement": laptopScreenReplacement,
  "laptop-virus-removal-tuneup": laptopVirusRemovalTuneup,
  "macbook-apple-laptop-repair": macbookAppleLaptopRepair,
  "onsite-computer-repair": onsiteComputerRepair,
  "same-day-laptop-repair": sameDayLaptopRepair,
  "spyware-removal": spywareRemoval,
  "student-laptop-repair": studentLaptopRepair,
  "virus-removal-service": virusRemovalService,
  "water-damaged-laptop-repair": waterDamagedLaptopRepair,
  "wifi-installation": wifiInstallation,
  "wifi-troubleshooting": wifiTroubleshooting,
};

export default serviceFiles;
