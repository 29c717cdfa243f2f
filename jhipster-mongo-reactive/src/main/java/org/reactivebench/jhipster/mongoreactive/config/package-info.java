/**
 * Application configuration.
 */
package org.reactivebench.jhipster.mongoreactive.config;
