/**
 * Application security utilities.
 */
package org.reactivebench.jhipster.mysql.security;
