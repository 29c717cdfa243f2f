/**
 * Service layer.
 */
package org.reactivebench.jhipster.mongoreactive.service;
