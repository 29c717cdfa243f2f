/**
 * Data transfer objects mappers.
 */
package org.reactivebench.jhipster.mongoreactive.service.mapper;
