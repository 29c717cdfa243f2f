/**
 * Application root.
 */
package org.reactivebench.jhipster.mysqlreactive;
