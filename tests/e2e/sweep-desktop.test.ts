import { sweepAtWidth } from "./route-sweep";

sweepAtWidth("desktop");
