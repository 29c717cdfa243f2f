/**
 * Application security utilities.
 */
package org.reactivebench.jhipster.mongoreactive.security;
