/**
 * Application configuration.
 */
package org.reactivebench.jhipster.mysql.config;
