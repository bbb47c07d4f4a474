import { Injectable } from '@nestjs/common';

/** Whether this instance should get traffic: false from the moment shutdown begins. */
@Injectable()
export class Readiness {
  private draining = false;

  get shuttingDown(): boolean {
    return this.draining;
  }

  /** Ready answers 503 from now on, so the load balancer sends new requests elsewhere. */
  drain(): void {
    this.draining = true;
  }
}
