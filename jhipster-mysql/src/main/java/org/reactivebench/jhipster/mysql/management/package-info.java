/**
 * Application management.
 */
package org.reactivebench.jhipster.mysql.management;
