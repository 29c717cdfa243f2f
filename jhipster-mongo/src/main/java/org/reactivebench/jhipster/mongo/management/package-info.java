/**
 * Application management.
 */
package org.reactivebench.jhipster.mongo.management;
