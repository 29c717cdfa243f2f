/**
 * Application management.
 */
package org.reactivebench.jhipster.mongoreactive.management;
