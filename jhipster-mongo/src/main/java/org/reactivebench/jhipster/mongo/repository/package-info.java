/**
 * Repository layer.
 */
package org.reactivebench.jhipster.mongo.repository;
