import { sweepAtWidth } from "./route-sweep";

sweepAtWidth("phone");
