/**
 * Application security utilities.
 */
package org.reactivebench.jhipster.mongo.security;
