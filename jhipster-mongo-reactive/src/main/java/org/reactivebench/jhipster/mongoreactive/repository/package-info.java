/**
 * Repository layer.
 */
package org.reactivebench.jhipster.mongoreactive.repository;
