/**
 * Domain objects.
 */
package org.reactivebench.jhipster.mongo.domain;
