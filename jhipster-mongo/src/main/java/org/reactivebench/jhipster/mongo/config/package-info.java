/**
 * Application configuration.
 */
package org.reactivebench.jhipster.mongo.config;
