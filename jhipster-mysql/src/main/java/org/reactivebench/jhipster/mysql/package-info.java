/**
 * Application root.
 */
package org.reactivebench.jhipster.mysql;
