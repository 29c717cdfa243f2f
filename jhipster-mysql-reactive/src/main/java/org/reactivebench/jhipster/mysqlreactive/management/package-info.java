/**
 * Application management.
 */
package org.reactivebench.jhipster.mysqlreactive.management;
