/**
 * Application security utilities.
 */
package org.reactivebench.jhipster.mysqlreactive.security;
