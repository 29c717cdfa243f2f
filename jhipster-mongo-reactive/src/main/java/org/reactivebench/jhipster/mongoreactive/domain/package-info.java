/**
 * Domain objects.
 */
package org.reactivebench.jhipster.mongoreactive.domain;
