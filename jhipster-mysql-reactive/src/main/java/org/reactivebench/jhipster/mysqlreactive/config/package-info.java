/**
 * Application configuration.
 */
package org.reactivebench.jhipster.mysqlreactive.config;
