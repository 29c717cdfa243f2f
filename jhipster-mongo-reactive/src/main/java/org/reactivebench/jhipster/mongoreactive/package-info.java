/**
 * Application root.
 */
package org.reactivebench.jhipster.mongoreactive;
